import { z } from 'zod';
import { questTypeSchema } from '../enum-schemas.ts';
import { countSchema, idSchema } from './common.ts';

/** One objective of a quest and how far the player got. */
export const questProgressionSchema = z.object({
  type: questTypeSchema,
  /** The monster to slay (SlayMonster), empty otherwise. */
  monsterNameToSlay: z.string(),
  /** The resource to bring (GetResources), empty otherwise. Not in the spec, which shows slay progressions only. */
  resourceNameToGet: z.string(),
  currentAmount: countSchema,
  requiredAmount: z.number().int().positive(),
});
export type QuestProgression = z.infer<typeof questProgressionSchema>;

/** What returning a done quest gives, once. */
export const questRewardsSchema = z.object({
  baseCurrency: countSchema,
  experience: countSchema,
  /** Sometimes premium currency; 0 when none. */
  premiumCurrency: countSchema,
  /** Sometimes an item (its localised name); null when none. */
  itemName: z.string().nullable(),
});
export type QuestRewards = z.infer<typeof questRewardsSchema>;

/**
 * A quest. Available quests (isAccepted false) and accepted ones come in one list.
 * Rewards, action-point cost and time required are the card's labels game-rules.md
 * fills in.
 */
export const questSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  isAccepted: z.boolean(),
  /** Every progression is complete: return-done gives the rewards. */
  isDone: z.boolean(),
  progressions: z.array(questProgressionSchema),
  rewards: questRewardsSchema,
  /** Action points accepting it costs. */
  requiredStamina: countSchema,
  /** Time the quest is expected to take, in minutes. */
  durationMinutes: countSchema,
});
export type Quest = z.infer<typeof questSchema>;
