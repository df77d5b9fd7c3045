import { ItemRarity } from '@rpg/contracts';
import {
  content,
  type EquipmentItem,
  equipmentItems,
  type Item,
  type ItemStats,
  isEquipment,
  type SkillDefinition,
  type VendorDefinition,
} from '../content/index.ts';
import { rules } from './config.ts';
import { heals } from './consumables.ts';
import type { Rng } from './rng.ts';

/** One item of a vendor's stock for one player (store it: it stays until bought or rerolled). */
export type StockEntry = {
  /** Position 0..5 in the vendor's stock. */
  slot: number;
  itemId: string;
  rarity: ItemRarity;
  /** Buy price with the rarity applied. */
  price: number;
  /** The item's stats with the rarity applied (zeros for pouch items). */
  stats: ItemStats;
  /** False once bought (an empty slot until the next reroll). */
  isAvailable: boolean;
};

const rarityMultiplier = (rarity: ItemRarity): number => rules.items.rarityMultipliers[rarity] ?? 1;

/** Stats scaled by rarity: 1.0 / 1.3 / 1.7, rounded (damage keeps min <= max). */
export const scaleStats = (stats: ItemStats, rarity: ItemRarity): ItemStats => {
  const m = rarityMultiplier(rarity);
  const scale = (value: number) => Math.round(value * m);
  const minDmg = scale(stats.minDmg);
  return {
    force: scale(stats.force),
    intelligence: scale(stats.intelligence),
    dexterity: scale(stats.dexterity),
    endurance: scale(stats.endurance),
    armor: scale(stats.armor),
    minDmg,
    maxDmg: Math.max(minDmg, scale(stats.maxDmg)),
  };
};

/** Buy price with the rarity applied. */
export const priceWithRarity = (price: number, rarity: ItemRarity): number =>
  Math.round(price * rarityMultiplier(rarity));

/** What a vendor pays for an item: 25% of its buy price, rounded down. */
export const sellValue = (buyPrice: number): number => Math.floor((buyPrice * rules.items.sellPercent) / 100);

/** Rerolling a vendor's stock: 5 * level base currency. */
export const rerollPrice = (level: number): number => rules.shop.rerollPricePerLevel * level;

/** Learning a skill costs its price; forgetting it refunds 50% (rounded down). */
export const skillLearnPrice = (skill: Pick<SkillDefinition, 'price'>): number => skill.price;
export const skillRefund = (skill: Pick<SkillDefinition, 'price'>): number =>
  Math.floor((skill.price * rules.shop.skillRefundPercent) / 100);

/** Rolls common / uncommon / rare with the configured weights. */
export const rollRarity = (rng: Rng): ItemRarity => rng.weighted(rules.items.rarityWeights) as ItemRarity;

/** A consumable is sold only when the rules give it a use (it heals); equipment and resources always are. */
const isSold = (item: Item): boolean => item.kind !== 'consumable' || heals(item);

/**
 * The items of the vendor's categories that are sold, made for about the player's level (at least a
 * stock's worth, nearest first).
 */
export const stockCandidates = (vendor: VendorDefinition, level: number): Item[] => {
  const all = content.items.all.filter((item) => vendor.itemCategories.includes(item.category) && isSold(item));
  const inBand = all.filter(
    (item) => item.level >= level - rules.shop.levelsBelow && item.level <= level + rules.shop.levelsAbove,
  );
  if (inBand.length >= rules.shop.stockSize || inBand.length === all.length) return inBand;
  return [...all]
    .sort((a, b) => Math.abs(a.level - level) - Math.abs(b.level - level) || a.level - b.level || a.num - b.num)
    .slice(0, rules.shop.stockSize);
};

const noStats: ItemStats = { force: 0, intelligence: 0, dexterity: 0, endurance: 0, armor: 0, minDmg: 0, maxDmg: 0 };

/** A stock entry for an item: equipment rolls a rarity, pouch items are common. */
export const stockEntry = (item: Item, slot: number, rng: Rng): StockEntry => {
  const rarity = isEquipment(item) ? rollRarity(rng) : ItemRarity.Common;
  return {
    slot,
    itemId: item.id,
    rarity,
    price: priceWithRarity(item.price, rarity),
    stats: isEquipment(item) ? scaleStats(item.stats, rarity) : noStats,
    isAvailable: true,
  };
};

/**
 * A vendor's stock of 6 items for the player's level (empty for vendors that sell no
 * items: trainers and the tailor). Distinct items while the vendor has enough.
 */
export const generateStock = (vendor: VendorDefinition, level: number, rng: Rng): StockEntry[] => {
  const candidates = stockCandidates(vendor, level);
  if (candidates.length === 0) return [];
  const chosen = rng.sample(candidates, rules.shop.stockSize);
  while (chosen.length < rules.shop.stockSize) chosen.push(rng.pick(candidates));
  return chosen.map((item, slot) => stockEntry(item, slot, rng));
};

/** An equipment item of about `level` (item rewards of quests). */
export const randomEquipmentNear = (level: number, rng: Rng): EquipmentItem => {
  const near = equipmentItems.filter((item) => Math.abs(item.level - level) <= rules.shop.levelsAbove);
  return rng.pick(near.length > 0 ? near : equipmentItems);
};
