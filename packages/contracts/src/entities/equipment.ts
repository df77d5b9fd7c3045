import { z } from 'zod';
import {
  inventorySlotTypeSchema,
  itemRaritySchema,
  mainInventoryTypeSchema,
  skillSlotTypeSchema,
} from '../enum-schemas.ts';
import { countSchema, idSchema, imagePathSchema } from './common.ts';

/**
 * An equipment item, equipped (mainInventoryType Inventory, in the slot of its
 * inventoryType) or in the backpack (mainInventoryType Backpack; its place in the
 * backpack is its position among the backpack items of the list). Stats may be
 * negative (a heavy armour can cost dexterity).
 */
export const inventoryGameItemSchema = z.object({
  id: idSchema,
  name: z.string(),
  /** An empty slot of the inventory or backpack: drawn as the slot-type placeholder. */
  isEmpty: z.boolean(),
  inventoryType: inventorySlotTypeSchema,
  mainInventoryType: mainInventoryTypeSchema,
  rarity: itemRaritySchema,
  imagePath: imagePathSchema,
  force: z.number().int(),
  intelligence: z.number().int(),
  dexterity: z.number().int(),
  endurance: z.number().int(),
  armor: z.number().int(),
  minDmg: countSchema,
  maxDmg: countSchema,
  /** What a vendor pays for it: 25% of its buy price. */
  sellValue: countSchema,
});
export type InventoryGameItem = z.infer<typeof inventoryGameItemSchema>;

export { emptyInventorySlot } from './values.ts';

/**
 * A consumable (potion, food) or a resource (ore, herb) in the character's pouch. `id`, `count` and
 * `healPercent` are beyond the spec (game-rules.md, Health and consumables): the character's own
 * consumables carry them so the player can use one (POST /my-character/use-consumable {id}).
 */
export const consumableItemSchema = z.object({
  isEmpty: z.boolean(),
  imagePath: imagePathSchema,
  name: z.string(),
  description: z.string(),
  /** The consumable's id (what use-consumable takes). */
  id: idSchema.optional(),
  /** How many of it the pouch holds. */
  count: countSchema.optional(),
  /** The share of maximum health one restores, in percent (0: it does not heal). */
  healPercent: z.number().int().min(0).max(100).optional(),
});
export type ConsumableItem = z.infer<typeof consumableItemSchema>;

export const skillSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  /** Localised kind of skill, e.g. "Offense". */
  skillType: z.string(),
  level: countSchema,
  imagePath: imagePathSchema,
  /** The active skill of its slot type (one active per type). */
  isActive: z.boolean(),
  /** A placeholder for a slot with no skill. */
  isEmpty: z.boolean(),
  /** The slot it fills when active: offense, defensive or utility. */
  equipmentSkillType: skillSlotTypeSchema,
  /** Learnt (or learnable at this vendor) and so can be made active. */
  isAvailableToLearn: z.boolean(),
});
export type Skill = z.infer<typeof skillSchema>;
