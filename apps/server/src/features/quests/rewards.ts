import type { Transaction } from 'kysely';
import type { CharacterRow, Database } from '../../db/types.ts';
import type { Player } from '../../player/state.ts';
import { baseStatsOf, equippedOf } from '../../player/view.ts';
import { combatStats, gainExperience } from '../../rules/character.ts';

/**
 * The character's columns after a reward of currencies and experience: level-ups through
 * gainExperience (5 stat points each) and, when a level was gained, health refilled to the
 * new maximum (game-rules.md: each level-up refills health). Shared by quests and adventures.
 */
export const rewardChanges = (
  player: Player,
  reward: { baseCurrency: number; premiumCurrency?: number; experience: number },
  now: Date,
): { changes: Partial<CharacterRow>; levelsGained: number } => {
  const row = player.character;
  const levels = gainExperience(
    { level: row.level, experience: row.experience, statPoints: row.stat_points },
    reward.experience,
  );
  const changes: Partial<CharacterRow> = {
    base_currency: row.base_currency + reward.baseCurrency,
    premium_currency: row.premium_currency + (reward.premiumCurrency ?? 0),
    level: levels.level,
    experience: levels.experience,
    stat_points: levels.statPoints,
  };
  if (levels.levelsGained > 0) {
    changes.current_health = combatStats(baseStatsOf(row), levels.level, equippedOf(player.items)).healthPoints;
    changes.health_updated_at = now;
  }
  return { changes, levelsGained: levels.levelsGained };
};

/** Adds `amount` of a resource to the character's pouch (one row per kind). */
export const addResource = async (tx: Transaction<Database>, characterId: number, itemNum: number, amount: number) => {
  if (amount <= 0) return;
  await tx
    .insertInto('resources')
    .values({ character_id: characterId, item_id: itemNum, quantity: amount })
    .onConflict((oc) =>
      oc.columns(['character_id', 'item_id']).doUpdateSet((eb) => ({
        quantity: eb('resources.quantity', '+', eb.ref('excluded.quantity')),
      })),
    )
    .execute();
};

/** Takes `amount` of a resource out of the pouch (the caller checked there is enough); an emptied stack is removed. */
export const takeResource = async (tx: Transaction<Database>, characterId: number, itemNum: number, amount: number) => {
  const row = await tx
    .updateTable('resources')
    .set((eb) => ({ quantity: eb('quantity', '-', amount) }))
    .where('character_id', '=', characterId)
    .where('item_id', '=', itemNum)
    .where('quantity', '>', amount)
    .returning('quantity')
    .executeTakeFirst();
  if (!row) {
    await tx
      .deleteFrom('resources')
      .where('character_id', '=', characterId)
      .where('item_id', '=', itemNum)
      .where('quantity', '=', amount)
      .execute();
  }
};
