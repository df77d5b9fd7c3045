import { type ArenaEnemy, type ArenaFightResult, BattleResult } from '@rpg/contracts';
import type { Transaction } from 'kysely';
import { jsonColumn } from '../../db/json.ts';
import type { CharacterRow, Database } from '../../db/types.ts';
import { AppError } from '../../http/errors.ts';
import type { RouteHandler } from '../../http/routes.ts';
import { spentActionPoints } from '../../player/action-points.ts';
import { rememberLanguage } from '../../player/language.ts';
import { freshSeed } from '../../player/seed.ts';
import { loadPossessions, updateCharacter, withPlayer } from '../../player/state.ts';
import { baseInfoOf, characterOf, lookOf } from '../../player/view.ts';
import { type ArenaPlayer, arenaRollWait, honourChange, matchOpponents } from '../../rules/arena.ts';
import { simulateBattle } from '../../rules/battle.ts';
import { rules } from '../../rules/config.ts';
import { dangerLevel } from '../../rules/monsters.ts';
import { createRng } from '../../rules/rng.ts';
import { healthAfterFight } from '../../rules/timers.ts';
import {
  type ArenaBattleOutcome,
  battleActionsOf,
  battleKind,
  maxHealthsOf,
  playerCombatant,
  type StoredBattleInput,
  storeBattle,
} from '../battle/combat.ts';

const arenaPlayerOf = (row: Pick<CharacterRow, 'id' | 'name' | 'level' | 'honour'>): ArenaPlayer => ({
  id: row.id,
  name: row.name,
  level: row.level,
  honourPoints: row.honour,
});

const opponentColumns = ['id', 'name', 'level', 'honour'] as const;

/**
 * The other players nearest the character's honour: a window read along the ranking index
 * (up to poolSize at or above, and poolSize below), never the character itself.
 */
const honourWindow = async (tx: Transaction<Database>, row: CharacterRow): Promise<ArenaPlayer[]> => {
  const size = rules.arena.poolSize;
  const above = await tx
    .selectFrom('characters')
    .select(opponentColumns)
    .where('honour', '>=', row.honour)
    .where('id', '<>', row.id)
    .orderBy('honour', 'asc')
    .orderBy('level', 'asc')
    .orderBy('name_key', 'desc')
    .orderBy('id', 'desc')
    .limit(size)
    .execute();
  const below = await tx
    .selectFrom('characters')
    .select(opponentColumns)
    .where('honour', '<', row.honour)
    .orderBy('honour', 'desc')
    .orderBy('level', 'desc')
    .orderBy('name_key', 'asc')
    .orderBy('id', 'asc')
    .limit(size)
    .execute();
  return [...above, ...below].map(arenaPlayerOf);
};

/** Draws a new list of opponents (character ids) near the character's honour. */
const newArenaOffer = async (tx: Transaction<Database>, row: CharacterRow): Promise<number[]> =>
  matchOpponents(arenaPlayerOf(row), await honourWindow(tx, row), createRng(freshSeed())).map((p) => p.id);

const offerIdsOf = (row: CharacterRow): number[] =>
  Array.isArray(row.arena_offer) ? row.arena_offer.map(Number).filter(Number.isInteger) : [];

/** The offer's opponents as the contract shows them, read fresh (honour and level change), in offer order. */
const arenaEnemiesOf = async (tx: Transaction<Database>, row: CharacterRow, offer: readonly number[]) => {
  if (offer.length === 0) return [];
  const rows = await tx
    .selectFrom('characters')
    .select(opponentColumns)
    .where('id', 'in', [...offer])
    .execute();
  return offer.flatMap((id): ArenaEnemy[] => {
    const enemy = rows.find((candidate) => candidate.id === id);
    return enemy === undefined || enemy.id === row.id
      ? []
      : [
          {
            enemyPlayerId: enemy.id,
            enemyPlayerName: enemy.name,
            enemyPlayerHonourPoints: enemy.honour,
            enemyPlayerLevel: enemy.level,
            dangerLevel: dangerLevel(row.level, enemy.level),
          },
        ];
  });
};

/** GET /arena/available-battles?requestedLang=: the 5 opponents on offer (drawn when there is none). */
export const getArenaBattles: RouteHandler<'getArenaBattles'> = ({ db, uid, language, now }) =>
  withPlayer(db, uid, async (tx, player) => {
    let row = await rememberLanguage(tx, player.character, language);
    let offer = offerIdsOf(row);
    if (offer.length === 0) {
      offer = await newArenaOffer(tx, row);
      if (offer.length > 0) row = await updateCharacter(tx, row, { arena_offer: jsonColumn(offer) }, now);
    }
    return { data: await arenaEnemiesOf(tx, row, offer) };
  });

/** POST /arena/roll: a new list of opponents, free, once a minute (409 roll-limit sooner). */
export const arenaRoll: RouteHandler<'arenaRoll'> = ({ db, uid, language, now }) =>
  withPlayer(db, uid, async (tx, player) => {
    let row = await rememberLanguage(tx, player.character, language);
    const wait = arenaRollWait(row.arena_rolled_at, now);
    if (wait > 0) {
      throw new AppError(
        'roll-limit',
        `The arena list can be rolled once a minute; try again in ${Math.ceil(wait / 1000)} s.`,
      );
    }
    const offer = await newArenaOffer(tx, row);
    row = await updateCharacter(tx, row, { arena_offer: jsonColumn(offer), arena_rolled_at: now }, now);
    return { data: await arenaEnemiesOf(tx, row, offer) };
  });

/**
 * POST /arena/fight: fights an opponent of the list for 5 action points. The player attacks with
 * its current health; the opponent defends at full health and is not changed by the fight. Honour
 * +10 for a win, -5 for a loss (never below 0); a loss leaves the player at 1 HP. The fight is
 * stored (both combatants and the seed) and the list is drawn anew.
 */
export const arenaFight: RouteHandler<'arenaFight'> = ({ db, uid, body, language, now }) =>
  withPlayer(db, uid, async (tx, player) => {
    const lang = language.requested;
    let row = await rememberLanguage(tx, player.character, language);
    const enemyRow =
      offerIdsOf(row).includes(body.id) && body.id !== row.id
        ? await tx.selectFrom('characters').selectAll().where('id', '=', body.id).executeTakeFirst()
        : undefined;
    if (enemyRow === undefined) {
      throw new AppError('not-found', `The player ${body.id} is not among your arena opponents.`, { field: 'id' });
    }
    const spent = spentActionPoints(row, rules.actionPoints.costs.arenaFight, now, 'An arena fight');
    const enemy = await loadPossessions(tx, enemyRow);
    const seed = freshSeed();
    const looks = { attacker: lookOf(row, player.items), defender: lookOf(enemyRow, enemy.items) };
    const input: StoredBattleInput = {
      attacker: playerCombatant({ ...player, character: row }, now),
      defender: playerCombatant(enemy, now, { fullHealth: true }),
      looks,
    };
    const battle = simulateBattle({ ...input, seed });
    const honour = honourChange(battle.result, row.honour);
    const offer = await newArenaOffer(tx, row);
    row = await updateCharacter(
      tx,
      row,
      {
        ...spent,
        honour: honour.honourPoints,
        current_health: healthAfterFight(battle.attackerHp, battle.result === BattleResult.Loss),
        health_updated_at: now,
        arena_offer: jsonColumn(offer),
      },
      now,
    );
    const battleId = await storeBattle(tx, {
      characterId: row.id,
      kind: battleKind.arena,
      opponentId: enemyRow.id,
      seed,
      result: battle.result,
      input,
      outcome: { honourChange: honour.change, honourPoints: honour.honourPoints } satisfies ArenaBattleOutcome,
      now,
    });
    const data: ArenaFightResult = {
      battleId,
      result: battle.result,
      honourPointsChange: honour.change,
      honourPoints: honour.honourPoints,
      myOutfitClientModel: looks.attacker,
      enemyPlayerName: enemyRow.name,
      enemyOutfitClientModel: looks.defender,
      ...maxHealthsOf(input),
      actions: battleActionsOf(battle, input, lang),
    };
    return {
      data,
      myCharacterBaseInfo: baseInfoOf(row, now),
      myCharacter: characterOf({ ...player, character: row }, lang, now),
    };
  });
