import { z } from 'zod';
import { InventorySlotType, ItemRarity, MainInventoryType, SkillSlotType } from './enums.ts';

const count = z.number().int().nonnegative();
const enumOf = <T extends Record<string, number>>(e: T) =>
  z.union(Object.values(e).map((v) => z.literal(v)) as unknown as [z.ZodLiteral<T[keyof T]>, z.ZodLiteral<T[keyof T]>]);

/** An image path relative to the site root, e.g. `/images/items/sword.svg`. Empty when a layer or slot has no picture. */
export const imagePathSchema = z.string();

/** What the navigation's balance bar shows; several calls return it beside their data. */
export const baseInfoSchema = z.object({
  baseCurrency: count,
  premiumCurrency: count,
  /** Action points, called stamina in the interface. */
  stamina: count,
});
export type BaseInfo = z.infer<typeof baseInfoSchema>;

/** Totals shown in the interface are base + fromItems. Health and damage are derived on the server. */
export const statsSchema = z.object({
  baseForce: count,
  forceFromItems: z.number().int(),
  baseIntelligence: count,
  intelligenceFromItems: z.number().int(),
  baseDexterity: count,
  dexterityFromItems: z.number().int(),
  baseEndurance: count,
  enduranceFromItems: z.number().int(),
  lifesteal: z.number().nonnegative(),
  vampirism: z.number().nonnegative(),
  currentHealthPoints: count,
  healthPoints: count,
  armor: count,
  minDmg: count,
  maxDmg: count,
});
export type Stats = z.infer<typeof statsSchema>;

/** Image path of each avatar layer; drawn in the order of `outfitLayerOrder`. */
export const outfitSchema = z.object({
  back: imagePathSchema,
  bottom: imagePathSchema,
  hair: imagePathSchema,
  hairPart2: imagePathSchema,
  weapon1: imagePathSchema,
  weapon1Part2: imagePathSchema,
  weapon2: imagePathSchema,
  weapon2Part2: imagePathSchema,
  baseSkinTorso: imagePathSchema,
  baseSkinHead: imagePathSchema,
  torsoArmor: imagePathSchema,
  mouth: imagePathSchema,
  eyes: imagePathSchema,
});
export type Outfit = z.infer<typeof outfitSchema>;
export type OutfitLayer = keyof Outfit;

/** The spec's layer order, back to front: back, bottom, hair parts, weapons, skin, torso armour, mouth, eyes, hair. */
export const outfitLayerOrder = [
  'back',
  'bottom',
  'hairPart2',
  'weapon1Part2',
  'weapon2Part2',
  'weapon1',
  'weapon2',
  'baseSkinTorso',
  'baseSkinHead',
  'torsoArmor',
  'mouth',
  'eyes',
  'hair',
] as const satisfies readonly OutfitLayer[];

export const outfitOptionSchema = z.object({ id: z.number().int(), imagePath: imagePathSchema });
/** One cyclable part of the outfit; `CurrentIndex` (spelled so) is null when the part cannot change. */
export const outfitPartSchema = z.object({
  CurrentIndex: z.number().int().nonnegative().nullable(),
  items: z.array(outfitOptionSchema),
});
export const outfitsItemsSchema = z.object({
  hairs: outfitPartSchema,
  eyes: outfitPartSchema,
  mouths: outfitPartSchema,
  torsos: outfitPartSchema,
  bottoms: outfitPartSchema,
  weapon1: outfitPartSchema,
  weapon2: outfitPartSchema,
});
export type OutfitsItems = z.infer<typeof outfitsItemsSchema>;

export const inventoryGameItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** An empty slot of the inventory or backpack. */
  isEmpty: z.boolean(),
  inventoryType: enumOf(InventorySlotType),
  mainInventoryType: enumOf(MainInventoryType),
  rarity: enumOf(ItemRarity),
  imagePath: imagePathSchema,
  force: z.number().int(),
  intelligence: z.number().int(),
  dexterity: z.number().int(),
  endurance: z.number().int(),
  armor: z.number().int(),
  minDmg: count,
  maxDmg: count,
  sellValue: count,
});
export type InventoryGameItem = z.infer<typeof inventoryGameItemSchema>;

/** A consumable (potion, food) or a resource (ore, herb) in the character's pouch. */
export const consumableItemSchema = z.object({
  isEmpty: z.boolean(),
  imagePath: imagePathSchema,
  name: z.string(),
  description: z.string(),
});
export type ConsumableItem = z.infer<typeof consumableItemSchema>;

export const skillSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** Localised kind of skill, e.g. "Offense". */
  skillType: z.string(),
  level: count,
  imagePath: imagePathSchema,
  isActive: z.boolean(),
  isEmpty: z.boolean(),
  equipmentSkillType: enumOf(SkillSlotType),
  isAvailableToLearn: z.boolean(),
});
export type Skill = z.infer<typeof skillSchema>;

/** The signed-in player's own character, as GET /my-character returns it. */
export const characterSchema = z.object({
  name: z.string(),
  level: z.number().int().positive(),
  experiencePoints: count,
  experiencePointsNeededForNextLevel: z.number().int().positive(),
  baseCurrency: count,
  premiumCurrency: count,
  actionPoints: count,
  stats: statsSchema,
  /** Spelled so in the character reply (add-stat's reply spells it doStatsPointsAvailable). */
  doStatsPointsAvaiable: z.boolean(),
  outfit: outfitSchema,
  outfitsItems: outfitsItemsSchema,
  inventoryGameItems: z.array(inventoryGameItemSchema),
  skills: z.array(skillSchema),
  resourcesEquipment: z.array(consumableItemSchema),
  consumableItems: z.array(consumableItemSchema),
});
export type Character = z.infer<typeof characterSchema>;

/** Base info of a character, read off the full character (some calls name stamina actionPoints). */
export const baseInfoOf = (
  character: Pick<Character, 'baseCurrency' | 'premiumCurrency' | 'actionPoints'>,
): BaseInfo => ({
  baseCurrency: character.baseCurrency,
  premiumCurrency: character.premiumCurrency,
  stamina: character.actionPoints,
});
