/**
 * The game world: every vendor, location, monster, item, skill, quest template,
 * adventure, outfit option and battle-log line, in five languages, with lookups by
 * stable string id (e.g. 'item.shortsword') and by number (`num`, the contract's id).
 */
import { type AdventureDefinition, adventureDefinitions } from './adventures.ts';
import { allItems, type EquipmentItem, type Item, type StackItem } from './items.ts';
import { type LocationDefinition, locationDefinitions } from './locations.ts';
import { type MonsterDefinition, monsterDefinitions } from './monsters.ts';
import {
  type OutfitOptionDefinition,
  outfitOptions,
  type PremiumItemDefinition,
  premiumItemDefinitions,
  type RecipeDefinition,
  recipeDefinitions,
} from './outfits.ts';
import { type QuestTemplate, questTemplates } from './quests.ts';
import { type SkillDefinition, skillDefinitions } from './skills.ts';
import { type VendorDefinition, vendorDefinitions } from './vendors.ts';

export { type AdventureDefinition, type AdventureLoot, adventureDefinitions } from './adventures.ts';
export {
  type BattleLogKind,
  battleLogTemplates,
  dangerLevelWords,
  premiumTimeName,
  skillSlotWords,
} from './battle-log.ts';
export {
  allItems,
  type EquipmentItem,
  type EquipmentSlot,
  equipmentItems,
  type Item,
  type ItemCategory,
  type ItemStats,
  type StackItem,
  stackItems,
  starterItemIds,
} from './items.ts';
export { type LocationDefinition, locationDefinitions, startLocationId } from './locations.ts';
export { type LootEntry, type MonsterDefinition, monsterDefinitions } from './monsters.ts';
export {
  type OutfitAvailability,
  type OutfitOptionDefinition,
  outfitOptions,
  outfitParts,
  type PremiumItemDefinition,
  premiumItemDefinitions,
  type RecipeDefinition,
  recipeDefinitions,
  startingOutfitIds,
} from './outfits.ts';
export { type QuestTemplate, questTemplates } from './quests.ts';
export { type SkillDefinition, type SkillEffect, skillDefinitions, starterSkillId } from './skills.ts';
export { contentLanguages, fill, localize, type Text, text } from './text.ts';
export { type VendorDefinition, vendorDefinitions } from './vendors.ts';

type Entry = { readonly id: string; readonly num: number };

/** Lookups over one list of entries: by string id, by number, throwing on an unknown id when asked to `get`. */
export type Catalogue<T extends Entry> = {
  readonly all: readonly T[];
  find(id: string): T | undefined;
  get(id: string): T;
  findByNum(num: number): T | undefined;
};

const catalogue = <T extends Entry>(kind: string, all: readonly T[]): Catalogue<T> => {
  const byId = new Map(all.map((entry) => [entry.id, entry]));
  const byNum = new Map(all.map((entry) => [entry.num, entry]));
  return {
    all,
    find: (id) => byId.get(id),
    get: (id) => {
      const entry = byId.get(id);
      if (entry === undefined) throw new RangeError(`Unknown ${kind} id: ${id}`);
      return entry;
    },
    findByNum: (num) => byNum.get(num),
  };
};

export const content = {
  items: catalogue<Item>('item', allItems),
  monsters: catalogue<MonsterDefinition>('monster', monsterDefinitions),
  locations: catalogue<LocationDefinition>('location', locationDefinitions),
  vendors: catalogue<VendorDefinition>('vendor', vendorDefinitions),
  skills: catalogue<SkillDefinition>('skill', skillDefinitions),
  quests: catalogue<QuestTemplate>('quest', questTemplates),
  adventures: catalogue<AdventureDefinition>('adventure', adventureDefinitions),
  outfits: catalogue<OutfitOptionDefinition>('outfit option', outfitOptions),
  recipes: catalogue<RecipeDefinition>('recipe', recipeDefinitions),
  premiumItems: catalogue<PremiumItemDefinition>('premium item', premiumItemDefinitions),
} as const;

export const isEquipment = (item: Item): item is EquipmentItem => item.kind === 'equipment';
export const isStackItem = (item: Item): item is StackItem => item.kind !== 'equipment';

/** The monster pool of a location, lowest level first. */
export const monstersOf = (locationId: string): readonly MonsterDefinition[] =>
  monsterDefinitions.filter((monster) => monster.locationId === locationId).sort((a, b) => a.level - b.level);
