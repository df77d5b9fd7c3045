/**
 * A tiny pure in-memory model of one player's economy and inventory: the operations
 * the shop, skill and equipment routes perform, as functions (state, input) -> result.
 * The routes' transactions follow the same steps; property tests run random sequences
 * of them to check the invariants (currencies never negative, backpack at most 20,
 * stat points conserved).
 */
import { ItemRarity } from '@rpg/contracts';
import {
  content,
  type EquipmentSlot,
  type ItemStats,
  isEquipment,
  starterItemIds,
  starterSkillId,
} from '../content/index.ts';
import { addStat, type BaseStats } from './character.ts';
import { rules } from './config.ts';
import type { Rng } from './rng.ts';
import { generateStock, rerollPrice, type StockEntry, sellValue, skillLearnPrice, skillRefund } from './shop.ts';

/** An equipment item the player owns. */
export type OwnedItem = {
  itemId: string;
  rarity: ItemRarity;
  /** What it cost (sell value is 25% of it). */
  price: number;
  stats: ItemStats;
  slot: EquipmentSlot;
  isShield: boolean;
};

export type PlayerModel = {
  level: number;
  baseCurrency: number;
  premiumCurrency: number;
  baseStats: BaseStats;
  statPoints: number;
  /** Always `backpackSlots` (20) long; null is a free slot. */
  backpack: (OwnedItem | null)[];
  equipped: Partial<Record<EquipmentSlot, OwnedItem>>;
  /** Resources and consumables by item id. */
  pouch: Record<string, number>;
  stock: Record<string, StockEntry[]>;
  learntSkills: string[];
  activeSkills: string[];
};

export type ModelError =
  | 'not-enough-currency'
  | 'backpack-full'
  | 'not-found'
  | 'not-available'
  | 'already-learnt'
  | 'level-too-low'
  | 'skill-active'
  | 'no-stat-points'
  | 'unknown-stat';

export type ModelResult = { ok: true; state: PlayerModel } | { ok: false; error: ModelError; state: PlayerModel };

const ok = (state: PlayerModel): ModelResult => ({ ok: true, state });
const fail = (state: PlayerModel, error: ModelError): ModelResult => ({ ok: false, error, state });

export const emptyBackpack = (): (OwnedItem | null)[] => Array.from({ length: rules.items.backpackSlots }, () => null);
export const freeBackpackSlots = (state: PlayerModel): number => state.backpack.filter((slot) => slot === null).length;
const firstFreeSlot = (state: PlayerModel): number => state.backpack.indexOf(null);

/** An owned item made from a stock entry or a loot roll. */
export const ownedItem = (itemId: string, rarity: ItemRarity, price: number, stats: ItemStats): OwnedItem | null => {
  const item = content.items.find(itemId);
  if (item === undefined || !isEquipment(item)) return null;
  return { itemId, rarity, price, stats, slot: item.slot, isShield: item.isShield };
};

/** Buy a stock entry: the price is deducted; equipment needs a free backpack slot, pouch items always fit. */
export const buy = (state: PlayerModel, vendorId: string, stockSlot: number): ModelResult => {
  const entry = state.stock[vendorId]?.find((e) => e.slot === stockSlot);
  if (entry === undefined) return fail(state, 'not-found');
  if (!entry.isAvailable) return fail(state, 'not-available');
  if (state.baseCurrency < entry.price) return fail(state, 'not-enough-currency');
  const stock = {
    ...state.stock,
    [vendorId]: (state.stock[vendorId] ?? []).map((e) => (e.slot === stockSlot ? { ...e, isAvailable: false } : e)),
  };
  const owned = ownedItem(entry.itemId, entry.rarity, entry.price, entry.stats);
  if (owned === null) {
    const pouch = { ...state.pouch, [entry.itemId]: (state.pouch[entry.itemId] ?? 0) + 1 };
    return ok({ ...state, baseCurrency: state.baseCurrency - entry.price, stock, pouch });
  }
  const free = firstFreeSlot(state);
  if (free < 0) return fail(state, 'backpack-full');
  const backpack = [...state.backpack];
  backpack[free] = owned;
  return ok({ ...state, baseCurrency: state.baseCurrency - entry.price, stock, backpack });
};

/** Sell a backpack item for its sell value. */
export const sell = (state: PlayerModel, backpackIndex: number): ModelResult => {
  const item = state.backpack[backpackIndex];
  if (item === undefined || item === null) return fail(state, 'not-found');
  const backpack = [...state.backpack];
  backpack[backpackIndex] = null;
  return ok({ ...state, baseCurrency: state.baseCurrency + sellValue(item.price), backpack });
};

/** Reroll a vendor's stock for 5 * level base currency. */
export const reroll = (state: PlayerModel, vendorId: string, rng: Rng): ModelResult => {
  const vendor = content.vendors.find(vendorId);
  if (vendor === undefined) return fail(state, 'not-found');
  const price = rerollPrice(state.level);
  if (state.baseCurrency < price) return fail(state, 'not-enough-currency');
  return ok({
    ...state,
    baseCurrency: state.baseCurrency - price,
    stock: { ...state.stock, [vendorId]: generateStock(vendor, state.level, rng) },
  });
};

/** Learn a skill for its price (level at least the skill's). */
export const learnSkill = (state: PlayerModel, skillId: string): ModelResult => {
  const skill = content.skills.find(skillId);
  if (skill === undefined) return fail(state, 'not-found');
  if (state.learntSkills.includes(skillId)) return fail(state, 'already-learnt');
  if (state.level < skill.level) return fail(state, 'level-too-low');
  const price = skillLearnPrice(skill);
  if (state.baseCurrency < price) return fail(state, 'not-enough-currency');
  return ok({ ...state, baseCurrency: state.baseCurrency - price, learntSkills: [...state.learntSkills, skillId] });
};

/** Forget a learnt skill that is not active: refunds 50%. */
export const forgetSkill = (state: PlayerModel, skillId: string): ModelResult => {
  const skill = content.skills.find(skillId);
  if (skill === undefined || !state.learntSkills.includes(skillId)) return fail(state, 'not-found');
  if (state.activeSkills.includes(skillId)) return fail(state, 'skill-active');
  return ok({
    ...state,
    baseCurrency: state.baseCurrency + skillRefund(skill),
    learntSkills: state.learntSkills.filter((id) => id !== skillId),
  });
};

/** Make a learnt skill the active one of its slot type (replacing the previous one of that type). */
export const makeActive = (state: PlayerModel, skillId: string): ModelResult => {
  const skill = content.skills.find(skillId);
  if (skill === undefined || !state.learntSkills.includes(skillId)) return fail(state, 'not-found');
  const others = state.activeSkills.filter((id) => content.skills.find(id)?.slot !== skill.slot);
  return ok({ ...state, activeSkills: [...others, skillId] });
};

/** Equip a backpack item: it moves to its slot and what was there takes its backpack place. */
export const equip = (state: PlayerModel, backpackIndex: number): ModelResult => {
  const item = state.backpack[backpackIndex];
  if (item === undefined || item === null) return fail(state, 'not-found');
  const backpack = [...state.backpack];
  backpack[backpackIndex] = state.equipped[item.slot] ?? null;
  return ok({ ...state, backpack, equipped: { ...state.equipped, [item.slot]: item } });
};

/** Unequip: the item moves to the first free backpack slot (none: backpack-full). */
export const unequip = (state: PlayerModel, slot: EquipmentSlot): ModelResult => {
  const item = state.equipped[slot];
  if (item === undefined) return fail(state, 'not-found');
  const free = firstFreeSlot(state);
  if (free < 0) return fail(state, 'backpack-full');
  const backpack = [...state.backpack];
  backpack[free] = item;
  const equipped = { ...state.equipped };
  delete equipped[slot];
  return ok({ ...state, backpack, equipped });
};

/** Drag and drop inside the backpack: swaps two positions. */
export const moveInBackpack = (state: PlayerModel, from: number, to: number): ModelResult => {
  const size = state.backpack.length;
  if (from < 0 || to < 0 || from >= size || to >= size) return fail(state, 'not-found');
  const backpack = [...state.backpack];
  [backpack[from], backpack[to]] = [backpack[to] ?? null, backpack[from] ?? null];
  return ok({ ...state, backpack });
};

/** Receive a looted item: equipment into the first free slot (none: backpack-full, nothing changes), pouch items into the pouch. */
export const receiveItem = (state: PlayerModel, itemId: string, rarity: ItemRarity, stats: ItemStats): ModelResult => {
  const item = content.items.find(itemId);
  if (item === undefined) return fail(state, 'not-found');
  if (!isEquipment(item)) return ok({ ...state, pouch: { ...state.pouch, [itemId]: (state.pouch[itemId] ?? 0) + 1 } });
  const free = firstFreeSlot(state);
  if (free < 0) return fail(state, 'backpack-full');
  const backpack = [...state.backpack];
  backpack[free] = ownedItem(
    itemId,
    rarity,
    Math.round(item.price * (rules.items.rarityMultipliers[rarity] ?? 1)),
    stats,
  );
  return ok({ ...state, backpack });
};

/** add-stat on the model. */
export const spendStatPoint = (state: PlayerModel, stat: number): ModelResult => {
  const result = addStat(state, stat);
  return result.ok
    ? ok({ ...state, baseStats: result.baseStats, statPoints: result.statPoints })
    : fail(state, result.error);
};

/** A new player's model (starting values of game-rules.md, starter gear and skill). */
export const newPlayerModel = (): PlayerModel => {
  const { start } = rules;
  const starter = (id: string) => {
    const item = content.items.get(id);
    return isEquipment(item) ? ownedItem(id, ItemRarity.Common, item.price, item.stats) : null;
  };
  const equipped: Partial<Record<EquipmentSlot, OwnedItem>> = {};
  for (const id of starterItemIds) {
    const item = starter(id);
    if (item !== null) equipped[item.slot] = item;
  }
  return {
    level: start.level,
    baseCurrency: start.baseCurrency,
    premiumCurrency: start.premiumCurrency,
    baseStats: { ...start.stats },
    statPoints: start.statPoints,
    backpack: emptyBackpack(),
    equipped,
    pouch: {},
    stock: {},
    learntSkills: [starterSkillId],
    activeSkills: [starterSkillId],
  };
};
