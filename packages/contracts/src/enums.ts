/**
 * Enumerations with the numeric values of product-spec.md section 3 (and of
 * game-rules.md where the spec is silent). Each enum is a frozen object (value by
 * name), a zod schema accepting exactly its values (enum-schemas.ts, so that this
 * module carries no zod), and translation keys for its values, so the UI can label
 * any value without a switch.
 */
export const InventorySlotType = { None: 0, Helmet: 1, Torso: 2, Weapon1: 3, Weapon2: 4 } as const;
export type InventorySlotType = (typeof InventorySlotType)[keyof typeof InventorySlotType];

export const Stat = { Force: 0, Intelligence: 1, Dexterity: 2, Endurance: 3 } as const;
export type Stat = (typeof Stat)[keyof typeof Stat];

/** Where an item lies: equipped (Inventory) or in the backpack. */
export const MainInventoryType = { Inventory: 0, Backpack: 1 } as const;
export type MainInventoryType = (typeof MainInventoryType)[keyof typeof MainInventoryType];

export const QuestType = { SlayMonster: 0, GetResources: 1 } as const;
export type QuestType = (typeof QuestType)[keyof typeof QuestType];

export const ShopType = {
  WeaponsOnly: 0,
  ArmorsOnly: 1,
  ConsumablesOnly: 2,
  WeaponsAndArmorsOnly: 3,
  ResourcesOnly: 4,
  MagicWeaponsAndMixtures: 5,
  SkillsOnly: 6,
  ConsumablesAndSkills: 7,
  CosmeticsOnly: 8,
} as const;
export type ShopType = (typeof ShopType)[keyof typeof ShopType];

/** The three active-skill slots (a skill's equipmentSkillType). */
export const SkillSlotType = { Offense: 0, Defensive: 1, Utility: 2 } as const;
export type SkillSlotType = (typeof SkillSlotType)[keyof typeof SkillSlotType];

/** Rarity scales an item's stats by 1.0 / 1.3 / 1.7 (game-rules.md). */
export const ItemRarity = { Common: 0, Uncommon: 1, Rare: 2 } as const;
export type ItemRarity = (typeof ItemRarity)[keyof typeof ItemRarity];

/** Outcome of a fight: the spec shows only 0 (win); game-rules.md adds loss and draw (round limit). */
export const BattleResult = { Win: 0, Loss: 1, Draw: 2 } as const;
export type BattleResult = (typeof BattleResult)[keyof typeof BattleResult];

/**
 * The fixed word a monster or arena card shows for an opponent's level compared with
 * the player's (game-rules.md: easy / fair / hard / deadly). Not in the spec's enums.
 */
export const DangerLevel = { Easy: 0, Fair: 1, Hard: 2, Deadly: 3 } as const;
export type DangerLevel = (typeof DangerLevel)[keyof typeof DangerLevel];

/** What a premium purchase bought (premium history). Not in the spec's enums. */
export const PremiumPurchaseKind = { Item: 0, PremiumTime: 1 } as const;
export type PremiumPurchaseKind = (typeof PremiumPurchaseKind)[keyof typeof PremiumPurchaseKind];

/** The values of an enum object, in numeric order: stories and tests iterate over them. */
export const enumValues = <T extends Record<string, number>>(e: T): T[keyof T][] =>
  (Object.values(e) as T[keyof T][]).sort((a, b) => a - b);

/** The translation key of one enum value, e.g. labelKey('stat', Stat, 0) === 'enum.stat.force'. */
export const labelKey = <G extends string, T extends Record<string, number>>(
  group: G,
  e: T,
  value: T[keyof T],
): `enum.${G}.${Uncapitalize<keyof T & string>}` => {
  const name = Object.keys(e).find((key) => e[key] === value);
  if (name === undefined) throw new RangeError(`${value} is not a value of ${group}`);
  return `enum.${group}.${name.charAt(0).toLowerCase()}${name.slice(1)}` as `enum.${G}.${Uncapitalize<keyof T & string>}`;
};

/** Every enum of the contract by its label group (the middle part of its translation keys). */
export const enums = {
  inventorySlotType: InventorySlotType,
  stat: Stat,
  mainInventoryType: MainInventoryType,
  questType: QuestType,
  shopType: ShopType,
  skillSlotType: SkillSlotType,
  itemRarity: ItemRarity,
  battleResult: BattleResult,
  dangerLevel: DangerLevel,
  premiumPurchaseKind: PremiumPurchaseKind,
} as const;
export type EnumGroup = keyof typeof enums;

/** The translation key of every value of an enum, by value: labelKeys('itemRarity')[2] === 'enum.itemRarity.rare'. */
export const labelKeys = (group: EnumGroup): Readonly<Record<number, string>> => {
  const e: Record<string, number> = enums[group];
  return Object.fromEntries(enumValues(e).map((value) => [value, labelKey(group, e, value)]));
};
