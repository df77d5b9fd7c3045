import { z } from 'zod';
import { battleResultSchema } from '../enum-schemas.ts';
import { countSchema, dateTimeSchema, idSchema, imagePathSchema } from './common.ts';
import { inventoryGameItemSchema } from './equipment.ts';
import { outfitSchema } from './outfit.ts';

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
  /** The stored battle's id: GET /battles/{battleId} reads it back (a reload never fights again). */
  battleId: idSchema,
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

/** What kind of fight a stored battle was: against a monster or another player in the arena. */
export const battleKindSchema = z.enum(['monster', 'arena']);
export type BattleKind = z.infer<typeof battleKindSchema>;

/** One side of a stored battle as anyone may see it: name and look, never stats or possessions. */
export const battleFighterSchema = z.object({
  /** The attacker's or arena opponent's character id (for /characters/get-by-id), or the monster's id. */
  id: idSchema,
  /** The name at the time of the fight (a monster's in the reader's language). */
  name: z.string(),
  /** A monster's picture; empty for a player (shown by `outfit`). */
  imagePath: imagePathSchema,
  /** A player's look at the time of the fight; null for a monster. */
  outfit: outfitSchema.nullable(),
});
export type BattleFighter = z.infer<typeof battleFighterSchema>;

/** What an arena fight moved, for the attacker: the honour change and the honour after it. */
export const arenaRewardsSchema = z.object({
  honourPointsChange: z.number().int(),
  honourPoints: countSchema,
});
export type ArenaRewards = z.infer<typeof arenaRewardsSchema>;

/**
 * GET /battles/{id}: a stored battle, readable by anyone signed in (a shareable replay). The fight
 * is told from the attacker's side: `result`, the log's `side: 'me'`, `myHealth` and `myMaxHealth`
 * are the attacker's. The rewards are only there when the reader is the attacker (`isMine`);
 * nothing else of either player is shown (no currencies, backpack, stats or account data).
 */
export const storedBattleSchema = z.object({
  battleId: idSchema,
  kind: battleKindSchema,
  /** 0 win, 1 loss, 2 draw: for the attacker. */
  result: battleResultSchema,
  /** When it was fought (ISO 8601 UTC). */
  foughtAt: dateTimeSchema,
  /** The reader fought it (is the attacker): the rewards are shown. */
  isMine: z.boolean(),
  attacker: battleFighterSchema,
  /** The monster, or the arena opponent. */
  opponent: battleFighterSchema,
  /** The attacker's health when the fight started. */
  myMaxHealth: z.number().int().positive(),
  /** The opponent's health when the fight started. */
  enemyMaxHealth: z.number().int().positive(),
  /** The log in the reader's language, turn by turn; `me` is the attacker. */
  actions: z.array(battleActionSchema),
  /** A monster fight's rewards, for the attacker only; null otherwise. */
  battleMonsterRewards: battleMonsterRewardsSchema.nullable(),
  /** An arena fight's honour, for the attacker only; null otherwise. */
  arenaRewards: arenaRewardsSchema.nullable(),
});
export type StoredBattle = z.infer<typeof storedBattleSchema>;
