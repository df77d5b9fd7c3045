/**
 * Enumerations with the numeric values of product-spec.md section 3.
 * Each enum is a frozen object (value by name) plus a `labelKey` helper so the
 * UI can translate any value without a switch.
 */
export const InventorySlotType = { None: 0, Helmet: 1, Torso: 2, Weapon1: 3, Weapon2: 4 } as const;
export type InventorySlotType = (typeof InventorySlotType)[keyof typeof InventorySlotType];

export const Stat = { Force: 0, Intelligence: 1, Dexterity: 2, Endurance: 3 } as const;
export type Stat = (typeof Stat)[keyof typeof Stat];

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

export const SkillSlotType = { Offense: 0, Defensive: 1, Utility: 2 } as const;
export type SkillSlotType = (typeof SkillSlotType)[keyof typeof SkillSlotType];

export const ItemRarity = { Common: 0, Uncommon: 1, Rare: 2 } as const;
export type ItemRarity = (typeof ItemRarity)[keyof typeof ItemRarity];

/** Outcome of a fight: the spec shows only 0 (win); game-rules.md adds loss and draw (round limit). */
export const BattleResult = { Win: 0, Loss: 1, Draw: 2 } as const;
export type BattleResult = (typeof BattleResult)[keyof typeof BattleResult];

/** The values of an enum object, in numeric order: stories and tests iterate over them. */
export const enumValues = <T extends Record<string, number>>(e: T): T[keyof T][] =>
  (Object.values(e) as T[keyof T][]).sort((a, b) => a - b);

/** The translation key of one enum value, e.g. labelKey('stat', Stat, 0) === 'enum.stat.force'. */
export const labelKey = <T extends Record<string, number>>(group: string, e: T, value: T[keyof T]): string => {
  const name = Object.keys(e).find((key) => e[key] === value);
  if (name === undefined) throw new RangeError(`${value} is not a value of ${group}`);
  return `enum.${group}.${name.charAt(0).toLowerCase()}${name.slice(1)}`;
};
