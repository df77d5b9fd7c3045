import { z } from 'zod';
import { dangerLevelSchema } from '../enum-schemas.ts';
import { countSchema, idSchema, imagePathSchema } from './common.ts';

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
