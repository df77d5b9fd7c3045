import type { Language, OutfitPartName } from '@rpg/contracts';
import { MainInventoryType } from '@rpg/contracts';
import type { Kysely, Transaction } from 'kysely';
import { content, isEquipment, starterItemIds, starterSkillId, startLocationId } from '../../content/index.ts';
import { jsonb } from '../../db/json.ts';
import { nameSkeleton } from '../../db/name-skeleton.ts';
import type { CharacterRow, Database, NewCharacterRow } from '../../db/types.ts';
import { loadPossessions, type Player } from '../../player/state.ts';
import { baseStatsOf, equippedOf } from '../../player/view.ts';
import { combatStats, startingCharacter } from '../../rules/character.ts';
import { starterOutfitIds } from './starter-look.ts';

export const findCharacterByAccount = (db: Kysely<Database>, accountId: string): Promise<CharacterRow | undefined> =>
  db.selectFrom('characters').selectAll().where('account_id', '=', accountId).executeTakeFirst();

/** Whether a character has a name that looks like `name` (the same skeleton: letter case and look-alikes). */
export const isNameTaken = async (db: Kysely<Database>, name: string): Promise<boolean> =>
  (await db
    .selectFrom('characters')
    .select('id')
    .where('name_skeleton', '=', nameSkeleton(name))
    .executeTakeFirst()) !== undefined;

/** The row of a new character (game-rules.md's starting values) for an account, name and language. */
export const newCharacterRow = (
  accountId: string,
  name: string,
  nameKey: string,
  lang: Language,
  now: Date,
): NewCharacterRow => {
  const start = startingCharacter();
  return {
    account_id: accountId,
    name,
    name_key: nameKey,
    name_skeleton: nameSkeleton(name),
    level: start.level,
    experience: start.experience,
    base_currency: start.baseCurrency,
    premium_currency: start.premiumCurrency,
    action_points: start.actionPoints,
    action_points_updated_at: now,
    base_force: start.baseStats.force,
    base_intelligence: start.baseStats.intelligence,
    base_dexterity: start.baseStats.dexterity,
    base_endurance: start.baseStats.endurance,
    stat_points: start.statPoints,
    current_health: start.currentHealth,
    last_lang: lang,
    created_at: now,
    updated_at: now,
    health_updated_at: now,
  };
};

export const insertCharacter = (db: Kysely<Database>, row: NewCharacterRow): Promise<CharacterRow> =>
  db.insertInto('characters').values(row).returningAll().executeTakeFirstOrThrow();

/**
 * What a new character starts with (game-rules.md): the starter weapon and torso armour equipped,
 * the starter skill learnt and active, the starting look with the player's `look` choices (already
 * checked to be starter options), the starting location, full health.
 */
export const giveStarterPossessions = async (
  tx: Transaction<Database>,
  row: CharacterRow,
  look: Partial<Record<OutfitPartName, number>> = {},
): Promise<Player> => {
  const items = starterItemIds.map((id) => {
    const item = content.items.get(id);
    if (!isEquipment(item)) throw new Error(`Starter item ${id} is not equipment`);
    return {
      character_id: row.id,
      item_id: item.num,
      rarity: 0,
      container: MainInventoryType.Inventory,
      position: item.slot,
    };
  });
  await tx.insertInto('items').values(items).execute();
  const skill = content.skills.get(starterSkillId);
  await tx
    .insertInto('skills')
    .values({ character_id: row.id, skill_id: skill.num, slot_type: skill.slot, active: true })
    .execute();
  const outfit = starterOutfitIds(look);
  const equipped = equippedOf(items.map((item, index) => ({ ...item, id: index, created_at: row.created_at })));
  const health = combatStats(baseStatsOf(row), row.level, equipped).healthPoints;
  const updated = await tx
    .updateTable('characters')
    .set({
      outfit: jsonb(outfit),
      location_id: content.locations.get(startLocationId).num,
      current_health: health,
    })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return loadPossessions(tx, updated);
};
