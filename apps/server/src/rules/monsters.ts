import { DangerLevel, ItemRarity } from '@rpg/contracts';
import { content, isEquipment, type MonsterDefinition, monstersOf } from '../content/index.ts';
import { rules } from './config.ts';
import type { Rng } from './rng.ts';
import { rollRarity } from './shop.ts';

/** The danger word of an opponent: its level minus the player's, by band (easy, fair, hard, deadly). */
export const dangerLevel = (playerLevel: number, enemyLevel: number): DangerLevel => {
  const diff = enemyLevel - playerLevel;
  const { easyMax, fairMax, hardMax } = rules.danger;
  if (diff <= easyMax) return DangerLevel.Easy;
  if (diff <= fairMax) return DangerLevel.Fair;
  if (diff <= hardMax) return DangerLevel.Hard;
  return DangerLevel.Deadly;
};

/**
 * The 3 monsters /battle/enemies shows: drawn from the 5 of the location's pool
 * nearest the player's level (fewer when the pool is smaller), lowest level first.
 */
export const selectMonsters = (locationId: string, level: number, rng: Rng): MonsterDefinition[] => {
  const nearest = [...monstersOf(locationId)]
    .sort((a, b) => Math.abs(a.level - level) - Math.abs(b.level - level) || a.level - b.level)
    .slice(0, rules.monsters.poolSize);
  return rng.sample(nearest, rules.monsters.offered).sort((a, b) => a.level - b.level || a.num - b.num);
};

/** What a win against a monster gives: gold around its basis (±20%) and its experience. */
export const monsterReward = (monster: MonsterDefinition, rng: Rng): { gold: number; xp: number } => {
  const spread = rules.loot.goldSpreadPercent / 100;
  return {
    gold: rng.int(Math.floor(monster.gold * (1 - spread)), Math.ceil(monster.gold * (1 + spread))),
    xp: monster.xp,
  };
};

/** A loot roll's outcome. `backpackFull`: an equipment item dropped but there was no free slot, so it is lost. */
export type LootOutcome = { itemId: string | null; rarity: ItemRarity; backpackFull: boolean };

/**
 * Battle loot after a win: 30% chance of an item from the monster's loot table (by
 * weight). Equipment needs a free backpack slot: without one the player gets nothing
 * and `backpackFull` says so. Pouch items (resources, food, potions) always fit.
 */
export const rollLoot = (monster: MonsterDefinition, freeBackpackSlots: number, rng: Rng): LootOutcome => {
  if (monster.loot.length === 0 || !rng.percent(rules.loot.itemChance)) {
    return { itemId: null, rarity: ItemRarity.Common, backpackFull: false };
  }
  const entry = monster.loot[rng.weighted(monster.loot.map((e) => e.weight))];
  const item = entry === undefined ? undefined : content.items.find(entry.itemId);
  if (item === undefined) return { itemId: null, rarity: ItemRarity.Common, backpackFull: false };
  if (!isEquipment(item)) return { itemId: item.id, rarity: ItemRarity.Common, backpackFull: false };
  const rarity = rollRarity(rng);
  if (freeBackpackSlots <= 0) return { itemId: null, rarity, backpackFull: true };
  return { itemId: item.id, rarity, backpackFull: false };
};
