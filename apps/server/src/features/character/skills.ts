import type { Transaction } from 'kysely';
import { content, type SkillDefinition } from '../../content/index.ts';
import type { Database } from '../../db/types.ts';
import { AppError } from '../../http/errors.ts';
import type { RouteHandler } from '../../http/routes.ts';
import { languageChange } from '../../player/language.ts';
import { type Player, type SkillRow, updateCharacter, withPlayer } from '../../player/state.ts';
import { baseInfoOf, characterOf, skillsOf } from '../../player/view.ts';
import { skillRefund } from '../../rules/shop.ts';

/** The skill of the content and the player's row of it; unknown: 404 not-found, not learnt: 409 skill-not-learnt. */
const learntSkill = (player: Player, id: number): { skill: SkillDefinition; row: SkillRow } => {
  const skill = content.skills.findByNum(id);
  if (!skill) throw new AppError('not-found', `There is no skill with id ${id}.`, { field: 'id' });
  const row = player.skills.find((learnt) => learnt.skill_id === skill.num);
  if (!row) {
    throw new AppError('skill-not-learnt', 'This skill is not learnt: learn it from a trainer first.', { field: 'id' });
  }
  return { skill, row };
};

/** The player's skills as stored after the change (skill id order, as loadPossessions reads them). */
const readSkills = (tx: Transaction<Database>, characterId: number) =>
  tx.selectFrom('skills').selectAll().where('character_id', '=', characterId).orderBy('skill_id').execute();

/**
 * POST /skills/make-active: the learnt skill becomes the active one of its slot type; the one active
 * there before is deactivated first (the partial unique index skills_one_active_per_slot allows one
 * active per type, whatever races). Making the active skill active again changes nothing.
 */
export const makeSkillActive: RouteHandler<'makeSkillActive'> = async ({ db, uid, body, language, now }) =>
  withPlayer(db, uid, async (tx, player) => {
    const { skill, row } = learntSkill(player, body.id);
    const character = player.character;
    if (!row.active) {
      await tx
        .updateTable('skills')
        .set({ active: false })
        .where('character_id', '=', character.id)
        .where('slot_type', '=', skill.slot)
        .where('active', '=', true)
        .execute();
      await tx
        .updateTable('skills')
        .set({ active: true })
        .where('character_id', '=', character.id)
        .where('skill_id', '=', skill.num)
        .execute();
    }
    const remembered = languageChange(character, language);
    const updated =
      !row.active || remembered.last_lang !== undefined
        ? await updateCharacter(tx, character, remembered, now)
        : character;
    const skills = await readSkills(tx, character.id);
    return {
      data: skillsOf(skills, language.requested),
      myCharacter: characterOf({ ...player, character: updated, skills }, language.requested, now),
    };
  });

/**
 * POST /skills/forgot: unlearn a learnt skill that is not active; 50% of its price comes back
 * (rules/shop.ts skillRefund). Replies with the skills left and the new balance.
 */
export const forgotSkill: RouteHandler<'forgotSkill'> = async ({ db, uid, body, language, now }) =>
  withPlayer(db, uid, async (tx, player) => {
    const { skill, row } = learntSkill(player, body.id);
    if (row.active) {
      throw new AppError(
        'skill-active',
        'The active skill cannot be forgotten: make another skill of its type active first.',
        { field: 'id' },
      );
    }
    const character = player.character;
    await tx.deleteFrom('skills').where('character_id', '=', character.id).where('skill_id', '=', skill.num).execute();
    const updated = await updateCharacter(
      tx,
      character,
      { base_currency: character.base_currency + skillRefund(skill), ...languageChange(character, language) },
      now,
    );
    const skills = await readSkills(tx, character.id);
    return {
      data: skillsOf(skills, language.requested),
      myCharacterBaseInfo: baseInfoOf(updated, now),
      myCharacter: characterOf({ ...player, character: updated, skills }, language.requested, now),
    };
  });
