import { z } from 'zod';
import { countSchema, dateTimeSchema, idSchema, imagePathSchema } from './common.ts';
import { consumableItemSchema } from './equipment.ts';

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
