import { nameProblem, nameProblemMessages } from '@rpg/contracts';
import { uniqueConstraints, violatedUniqueConstraint } from '../../db/errors.ts';
import { nameSkeleton } from '../../db/name-skeleton.ts';
import { AppError } from '../../http/errors.ts';
import type { RouteHandler } from '../../http/routes.ts';
import { languageChange } from '../../player/language.ts';
import { updateCharacter, withPlayer } from '../../player/state.ts';
import { baseStatsOf, characterOf, contractStats, equippedOf, statsOf } from '../../player/view.ts';
import { addStat as addStatRule, combatStats } from '../../rules/character.ts';
import { healthAt } from '../../rules/timers.ts';
import { nameKeyOf, normaliseName } from './handlers.ts';
import { isNameTaken } from './repository.ts';

const nameTaken = (name: string) =>
  new AppError('name-taken', `The name "${name}" is already taken (names are unique regardless of letter case).`, {
    field: 'name',
  });

/**
 * POST /my-character/change-name: the spec's client posts its whole character object; only `name`
 * is read (the rest is ignored, never trusted). Same rules as creation; the unique index on
 * name_key settles a race between two players taking the same name (the loser gets 409 name-taken).
 */
export const changeName: RouteHandler<'changeName'> = async ({ db, uid, body, language, now }) => {
  const name = normaliseName(body.name);
  const problem = nameProblem(name);
  if (problem) throw new AppError('invalid-name', nameProblemMessages[problem], { field: 'name' });
  const nameKey = nameKeyOf(name);
  try {
    return await withPlayer(db, uid, async (tx, player) => {
      const row = player.character;
      // A name that looks like the player's own (another letter case) is theirs to take.
      const skeleton = nameSkeleton(name);
      if (skeleton !== row.name_skeleton && (await isNameTaken(tx, name))) throw nameTaken(name);
      const character = await updateCharacter(
        tx,
        row,
        { name, name_key: nameKey, name_skeleton: skeleton, ...languageChange(row, language) },
        now,
      );
      return { data: characterOf({ ...player, character }, language.of(row), now) };
    });
  } catch (error) {
    if (violatedUniqueConstraint(error) === uniqueConstraints.characterName) throw nameTaken(name);
    throw error;
  }
};

/**
 * POST /my-character/add-stat: one unspent point into force, intelligence, dexterity or endurance.
 * The row lock of withPlayer serialises a player's requests, so N points are spent exactly N times.
 * Health is settled at the old maximum first, so regeneration up to now is not re-rated.
 */
export const addStat: RouteHandler<'addStat'> = async ({ db, uid, body, language, now }) =>
  withPlayer(db, uid, async (tx, player) => {
    const row = player.character;
    const result = addStatRule({ baseStats: baseStatsOf(row), statPoints: row.stat_points }, body.id);
    if (!result.ok && result.error === 'unknown-stat') {
      throw new AppError('bad-request', `There is no stat ${body.id}: use 0 to 3.`, { field: 'id' });
    }
    if (!result.ok) {
      throw new AppError('no-stat-points', 'There are no unspent stat points left: gain a level to get more.', {
        field: 'id',
      });
    }
    const oldMax = combatStats(baseStatsOf(row), row.level, equippedOf(player.items)).healthPoints;
    const health = healthAt({ current: row.current_health, updatedAt: row.health_updated_at }, oldMax, now);
    const character = await updateCharacter(
      tx,
      row,
      {
        base_force: result.baseStats.force,
        base_intelligence: result.baseStats.intelligence,
        base_dexterity: result.baseStats.dexterity,
        base_endurance: result.baseStats.endurance,
        stat_points: result.statPoints,
        current_health: health.current,
        health_updated_at: health.updatedAt,
        ...languageChange(row, language),
      },
      now,
    );
    return {
      data: {
        stats: contractStats(statsOf(character, player.items, now)),
        doStatsPointsAvailable: character.stat_points > 0,
        statPointsLeft: character.stat_points,
      },
      myCharacter: characterOf({ ...player, character }, language.requested, now),
    };
  });
