import { z } from 'zod';
import { dangerLevelSchema } from '../enumSchemas.ts';
import { countSchema, dateTimeSchema, idSchema, imagePathSchema } from './common.ts';
import { consumableItemSchema } from './items.ts';

/**
 * An adventure: a timed errand. The spec shows id, name, description, imagePath and
 * isActive; game-rules.md adds its action-point cost and duration, and when the
 * running one ends.
 */
export const adventureSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  /** Empty when the adventure has no picture. */
  imagePath: imagePathSchema,
  /** This is the player's current adventure and it has not been collected or cancelled. */
  isActive: z.boolean(),
  /** Action points accepting it costs. */
  requiredStamina: countSchema,
  /** How long it takes, 1 to 30 minutes. */
  durationMinutes: z.number().int().min(1).max(30),
  /** When the running adventure can be collected (retrive); null unless it is the current one. */
  endsAt: dateTimeSchema.nullable(),
});
export type Adventure = z.infer<typeof adventureSchema>;

/** The adventures model: the running adventure (or null) and the ones on offer. */
export const adventuresSchema = z.object({
  currentAdventure: adventureSchema.nullable(),
  adventures: z.array(adventureSchema),
});
export type Adventures = z.infer<typeof adventuresSchema>;

/** What a finished adventure gave. */
export const adventureRewardSchema = z.object({
  baseCurrency: countSchema,
  experience: countSchema,
  /** Resource items added to the pouch. */
  items: z.array(consumableItemSchema),
  /** The character reached a new level with it. */
  levelUp: z.boolean(),
});
export type AdventureReward = z.infer<typeof adventureRewardSchema>;

/** POST /adventures/retrive: the reward, and the adventures model afterwards (no current adventure). */
export const adventureRetrievalSchema = adventuresSchema.extend({ reward: adventureRewardSchema });
export type AdventureRetrieval = z.infer<typeof adventureRetrievalSchema>;

export const locationSchema = z.object({
  id: idSchema,
  name: z.string(),
  /** Empty when missing: the card shows a placeholder. */
  imagePath: imagePathSchema,
  /** Action points travelling there costs. */
  requiredStamina: countSchema,
  /** The character is here now (game-rules.md: the current one is marked). */
  isCurrent: z.boolean(),
});
export type Location = z.infer<typeof locationSchema>;

/** A monster of the current location. Level and danger level are added to the spec's id, name and imagePath. */
export const monsterSchema = z.object({
  id: idSchema,
  name: z.string(),
  imagePath: imagePathSchema,
  level: z.number().int().positive(),
  /** Its level compared with the player's, shown as a fixed word. */
  dangerLevel: dangerLevelSchema,
});
export type Monster = z.infer<typeof monsterSchema>;

/** The monster list reply: 3 monsters and the rolls left today (5 a day, refilled at midnight UTC). */
export const monstersSchema = z.object({
  monsters: z.array(monsterSchema),
  monsterRolls: countSchema,
});
export type Monsters = z.infer<typeof monstersSchema>;
