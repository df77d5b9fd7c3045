import { z } from 'zod';
import { battleResultSchema, dangerLevelSchema } from '../enums.ts';
import { outfitSchema } from './character.ts';
import { countSchema, idSchema, imagePathSchema } from './common.ts';
import { inventoryGameItemSchema } from './items.ts';

/** Who acted in a log line: the player ("me") or the monster / arena opponent ("enemy"). */
export const battleSideSchema = z.enum(['me', 'enemy']);
export type BattleSide = z.infer<typeof battleSideSchema>;

/**
 * One line of a fight's log. Beside the spec's text and icon it carries the turn and both sides'
 * health after it, so the result screen can replay the fight turn by turn with moving health bars.
 */
export const battleActionSchema = z.object({
  /** Localised text, e.g. "Wolf bites for 4 damage." */
  logString: z.string(),
  /** A skill icon when a skill fired, otherwise empty. */
  imagePath: imagePathSchema,
  /** The round this happened in, from 1 (at most 30). */
  round: z.number().int().min(1).max(30),
  side: battleSideSchema,
  /** The player's health after this action. */
  myHealth: countSchema,
  /** The opponent's health after this action. */
  enemyHealth: countSchema,
});
export type BattleAction = z.infer<typeof battleActionSchema>;

/** What a won monster fight gave; all zero (and no item) for a loss or a draw. */
export const battleMonsterRewardsSchema = z.object({
  /** Base currency gained. */
  currencyOne: countSchema,
  experienceGained: countSchema,
  /** The item looted into the backpack (30% chance), or null. */
  item: inventoryGameItemSchema.nullable(),
  /** An item dropped but the backpack had no free slot, so it was lost (the spec's message). */
  isBackpackFull: z.boolean(),
  /** The character reached a new level. */
  levelUp: z.boolean(),
});
export type BattleMonsterRewards = z.infer<typeof battleMonsterRewardsSchema>;

/**
 * The spec's "battle result" of POST /battle/commit-fight (`BattleResult` is the enum
 * of its `result` field: 0 win, 1 loss, 2 draw).
 */
export const fightResultSchema = z.object({
  result: battleResultSchema,
  battleMonsterRewards: battleMonsterRewardsSchema,
  /** The player's look, for the result screen. */
  myOutfitClientModel: outfitSchema,
  monster: z.object({ id: idSchema, name: z.string(), imagePath: imagePathSchema }),
  /** Both sides' health when the fight started (the replay's full bars). */
  myMaxHealth: z.number().int().positive(),
  enemyMaxHealth: z.number().int().positive(),
  /** The fight's log, turn by turn (at most 30 rounds). */
  actions: z.array(battleActionSchema),
});
export type FightResult = z.infer<typeof fightResultSchema>;

/** An arena opponent: another player near the player's honour. The id is what /arena/fight takes. */
export const arenaEnemySchema = z.object({
  enemyPlayerId: idSchema,
  enemyPlayerName: z.string(),
  enemyPlayerHonourPoints: countSchema,
  enemyPlayerLevel: z.number().int().positive(),
  dangerLevel: dangerLevelSchema,
});
export type ArenaEnemy = z.infer<typeof arenaEnemySchema>;

/** POST /arena/fight: a fight between two characters; the winner takes honour (+10 win, -5 loss, never below 0). */
export const arenaFightResultSchema = z.object({
  result: battleResultSchema,
  /** The player's honour change: +10, -5 (less when near 0) or 0 for a draw. */
  honourPointsChange: z.number().int(),
  /** The player's honour after the fight. */
  honourPoints: countSchema,
  myOutfitClientModel: outfitSchema,
  enemyPlayerName: z.string(),
  enemyOutfitClientModel: outfitSchema,
  myMaxHealth: z.number().int().positive(),
  enemyMaxHealth: z.number().int().positive(),
  actions: z.array(battleActionSchema),
});
export type ArenaFightResult = z.infer<typeof arenaFightResultSchema>;
