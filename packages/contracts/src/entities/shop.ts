import { z } from 'zod';
import { inventorySlotTypeSchema, itemRaritySchema, shopTypeSchema } from '../enum-schemas.ts';
import { countSchema, idSchema, imagePathSchema } from './common.ts';
import { inventoryGameItemSchema, skillSchema } from './equipment.ts';

/** A vendor (shop NPC) as the shop list shows it. */
export const shopNpcSchema = z.object({
  id: idSchema,
  name: z.string(),
  imagePath: imagePathSchema,
  type: shopTypeSchema,
});
export type ShopNpc = z.infer<typeof shopNpcSchema>;

/** GET /shops/list: every vendor. */
export const shopListSchema = z.object({ vendors: z.array(shopNpcSchema) });
export type ShopList = z.infer<typeof shopListSchema>;

/**
 * One item of a vendor's stock (6 per vendor, per player). An unavailable item
 * (already bought) shows as an empty slot. Rarity, slot type and damage are added to
 * the spec's fields so the item card can show what it shows for an owned item.
 */
export const shopItemSchema = z.object({
  id: idSchema,
  name: z.string(),
  imagePath: imagePathSchema,
  isAvailable: z.boolean(),
  buyPriceInShop: countSchema,
  force: z.number().int(),
  intelligence: z.number().int(),
  dexterity: z.number().int(),
  endurance: z.number().int(),
  armor: z.number().int(),
  rarity: itemRaritySchema,
  /** The slot the item fits; None for consumables and resources. */
  inventoryType: inventorySlotTypeSchema,
  minDmg: countSchema,
  maxDmg: countSchema,
});
export type ShopItem = z.infer<typeof shopItemSchema>;

/** A skill a skill vendor teaches, with its price in base currency. */
export const shopSkillSchema = skillSchema.extend({ buyPriceInShop: countSchema });
export type ShopSkill = z.infer<typeof shopSkillSchema>;

/** A resource item a recipe consumes. */
export const recipeRequiredItemSchema = z.object({
  id: idSchema,
  name: z.string(),
  imagePath: imagePathSchema,
  /**
   * How many of this resource the player's pouch holds (beyond the spec: the tailor shows what the
   * player has against what the recipe needs, and offers craft only when every resource is there).
   */
  held: countSchema.optional(),
});
export type RecipeRequiredItem = z.infer<typeof recipeRequiredItemSchema>;

/** A cosmetic vendor's outfit recipe: crafting consumes the required items and unlocks an outfit option. */
export const recipeSchema = z.object({
  id: idSchema,
  name: z.string(),
  imagePath: imagePathSchema,
  requiredItems: z.array(recipeRequiredItemSchema),
});
export type Recipe = z.infer<typeof recipeSchema>;

/**
 * GET /shops/{id}: one vendor's page. Lists the vendor type does not use are empty
 * (only ConsumablesAndSkills and SkillsOnly fill the skill lists, only CosmeticsOnly
 * the recipes; CosmeticsOnly leaves the backpack out).
 */
export const vendorDetailSchema = z.object({
  id: idSchema,
  name: z.string(),
  imagePath: imagePathSchema,
  type: shopTypeSchema,
  vendorItems: z.array(shopItemSchema),
  /** The player's backpack, with sell values. */
  backpackItems: z.array(inventoryGameItemSchema),
  /** The player's learnt skills (unlearn here). */
  mySkillsInventory: z.array(skillSchema),
  /** Skills this vendor teaches. */
  skillItems: z.array(shopSkillSchema),
  outfitRecipes: z.array(recipeSchema),
  /** What rerolling this vendor's stock costs the player, in base currency (game-rules.md: 5 × level). */
  rerollPrice: countSchema,
});
export type VendorDetail = z.infer<typeof vendorDetailSchema>;

/** Reply of buy and sell: the vendor's stock and the player's backpack after the trade. */
export const shopTradeSchema = z.object({
  shopItems: z.array(shopItemSchema),
  inventory: z.array(inventoryGameItemSchema),
});
export type ShopTrade = z.infer<typeof shopTradeSchema>;
