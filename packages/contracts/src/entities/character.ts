import { z } from 'zod';
import { countSchema, idSchema } from './common.ts';
import { consumableItemSchema, inventoryGameItemSchema, skillSchema } from './equipment.ts';
import { outfitSchema, outfitsItemsSchema } from './outfit.ts';

/** What the navigation's balance bar shows; several calls return it beside their data as myCharacterBaseInfo. */
export const baseInfoSchema = z.object({
  baseCurrency: countSchema,
  premiumCurrency: countSchema,
  /** Action points, called stamina in the interface (the character calls them actionPoints). */
  stamina: countSchema,
});
export type BaseInfo = z.infer<typeof baseInfoSchema>;

/** The client-side store behind the navigation (spec: "Character store"). Not sent by the server as such. */
export const characterStoreSchema = z.object({
  baseCurrency: countSchema,
  actionPoints: countSchema,
  level: countSchema,
  premiumCurrency: countSchema,
  /** True while a request that changes the character is in flight. */
  isCurrentlyInAction: z.boolean(),
});
export type CharacterStore = z.infer<typeof characterStoreSchema>;

/** A percentage, 0 to 100. */
const percent = z.number().min(0).max(100);

/**
 * Totals shown in the interface are base + fromItems. Health, damage and the chances are
 * derived on the server (game-rules.md, Derived values) and only shown by the client:
 * the chances are the real values game-rules.md asks for where the spec shows placeholders.
 */
export const statsSchema = z.object({
  baseForce: countSchema,
  forceFromItems: z.number().int(),
  baseIntelligence: countSchema,
  intelligenceFromItems: z.number().int(),
  baseDexterity: countSchema,
  dexterityFromItems: z.number().int(),
  baseEndurance: countSchema,
  enduranceFromItems: z.number().int(),
  lifesteal: z.number().nonnegative(),
  vampirism: z.number().nonnegative(),
  currentHealthPoints: countSchema,
  healthPoints: countSchema,
  armor: countSchema,
  minDmg: countSchema,
  maxDmg: countSchema,
  /** Chance to hit, in percent (80 + 0.5 per intelligence, at most 95). */
  hitChance: percent,
  /** Chance to dodge, in percent (0.5 per dexterity, at most 25). */
  dodgeChance: percent,
  /** Chance to block with a shield in weapon2, in percent (1 per dexterity, at most 40; 0 without a shield). */
  blockChance: percent,
  /** Chance of a critical hit, in percent. */
  critChance: percent,
  /** Damage multiplier of a critical hit, e.g. 1.5. */
  critMultiplier: z.number().min(1),
});
export type Stats = z.infer<typeof statsSchema>;

/**
 * GET /my-character/starter-look: what character creation offers before a character exists:
 * the look a new character starts in and, per part, the options it may choose from (the free
 * ones; CurrentIndex is the starting option).
 */
export const starterLookSchema = z.object({
  outfit: outfitSchema,
  outfitsItems: outfitsItemsSchema,
});
export type StarterLook = z.infer<typeof starterLookSchema>;

/** The signed-in player's own character, as GET /my-character returns it. */
export const characterSchema = z.object({
  name: z.string(),
  level: z.number().int().positive(),
  experiencePoints: countSchema,
  experiencePointsNeededForNextLevel: z.number().int().positive(),
  baseCurrency: countSchema,
  premiumCurrency: countSchema,
  actionPoints: countSchema,
  stats: statsSchema,
  /** Unspent stat points exist. Spelled so in the character reply (add-stat's reply spells it doStatsPointsAvailable). */
  doStatsPointsAvaiable: z.boolean(),
  /** How many stat points are unspent (beyond the spec: the stats screen says how many are left). */
  statPointsLeft: countSchema.optional(),
  outfit: outfitSchema,
  outfitsItems: outfitsItemsSchema,
  /** Equipped items and backpack slots (see mainInventoryType), empty slots included. */
  inventoryGameItems: z.array(inventoryGameItemSchema),
  /** Every learnt skill; the active ones fill the three slots. */
  skills: z.array(skillSchema),
  resourcesEquipment: z.array(consumableItemSchema),
  consumableItems: z.array(consumableItemSchema),
});
export type Character = z.infer<typeof characterSchema>;

/** add-stat's reply: the new stats and whether points are left (spelled doStatsPointsAvailable here). */
export const statsUpdateSchema = z.object({
  stats: statsSchema,
  doStatsPointsAvailable: z.boolean(),
  /** How many stat points are left after this one (beyond the spec, as the character's statPointsLeft). */
  statPointsLeft: countSchema.optional(),
});
export type StatsUpdate = z.infer<typeof statsUpdateSchema>;

/**
 * Another player's character as anyone may see it (POST /characters/get-by-id):
 * never their currencies, action points, backpack, experience or stat points.
 */
export const publicCharacterSchema = z.object({
  id: idSchema,
  name: z.string(),
  level: z.number().int().positive(),
  honourPoints: countSchema,
  outfit: outfitSchema,
  /** Only the equipped items (mainInventoryType Inventory). */
  equippedItems: z.array(inventoryGameItemSchema),
  stats: statsSchema,
});
export type PublicCharacter = z.infer<typeof publicCharacterSchema>;

export { baseInfoOf } from './values.ts';
