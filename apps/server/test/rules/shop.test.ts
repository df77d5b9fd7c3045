import { ItemRarity } from '@rpg/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { content, isEquipment } from '../../src/content/index.ts';
import { createRng } from '../../src/rules/rng.ts';
import {
  generateStock,
  priceWithRarity,
  rerollPrice,
  scaleStats,
  sellValue,
  skillLearnPrice,
  skillRefund,
} from '../../src/rules/shop.ts';

const stats = { force: 2, intelligence: 0, dexterity: -1, endurance: 3, armor: 10, minDmg: 3, maxDmg: 7 };

describe('prices (game-rules.md, Items and Shops)', () => {
  it('scales stats and price by rarity 1.0 / 1.3 / 1.7', () => {
    expect(scaleStats(stats, ItemRarity.Common)).toEqual(stats);
    expect(scaleStats(stats, ItemRarity.Uncommon)).toEqual({
      force: 3,
      intelligence: 0,
      dexterity: -1,
      endurance: 4,
      armor: 13,
      minDmg: 4,
      maxDmg: 9,
    });
    expect(scaleStats(stats, ItemRarity.Rare)).toEqual({
      force: 3,
      intelligence: 0,
      dexterity: -2,
      endurance: 5,
      armor: 17,
      minDmg: 5,
      maxDmg: 12,
    });
    expect([0, 1, 2].map((r) => priceWithRarity(100, r as ItemRarity))).toEqual([100, 130, 170]);
  });

  it('sells for 25% of the buy price, rerolls for 5 * level, refunds half a skill', () => {
    expect(sellValue(100)).toBe(25);
    expect(sellValue(130)).toBe(32);
    expect(sellValue(3)).toBe(0);
    expect(rerollPrice(1)).toBe(5);
    expect(rerollPrice(12)).toBe(60);
    const fireball = content.skills.get('skill.fireball');
    expect(skillLearnPrice(fireball)).toBe(200);
    expect(skillRefund(fireball)).toBe(100);
    expect(skillRefund({ price: 75 })).toBe(37);
  });
});

describe('shop stock (6 items per vendor for the player level)', () => {
  const blacksmith = content.vendors.get('vendor.blacksmith');

  it('draws 6 distinct items of the vendor categories near the level', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 30 }), (seed, level) => {
        const stock = generateStock(blacksmith, level, createRng(seed));
        expect(stock).toHaveLength(6);
        expect(stock.map((e) => e.slot)).toEqual([0, 1, 2, 3, 4, 5]);
        expect(new Set(stock.map((e) => e.itemId)).size).toBe(6);
        for (const entry of stock) {
          const item = content.items.get(entry.itemId);
          expect(blacksmith.itemCategories).toContain(item.category);
          expect(entry.price).toBe(priceWithRarity(item.price, entry.rarity));
          if (isEquipment(item)) expect(entry.stats).toEqual(scaleStats(item.stats, entry.rarity));
          expect(entry.isAvailable).toBe(true);
        }
      }),
    );
  });

  it('gives every item-selling vendor a full stock at every level, none to trainers and the tailor', () => {
    for (const vendor of content.vendors.all) {
      for (const level of [1, 10, 30, 60]) {
        const stock = generateStock(vendor, level, createRng(level));
        expect(stock, `${vendor.id} ${level}`).toHaveLength(vendor.itemCategories.length > 0 ? 6 : 0);
      }
    }
  });

  it('is the same for the same seed', () => {
    expect(generateStock(blacksmith, 7, createRng(9))).toEqual(generateStock(blacksmith, 7, createRng(9)));
  });

  it('rolls every rarity, commons most often', () => {
    const counts = [0, 0, 0];
    for (let seed = 0; seed < 300; seed++) {
      for (const entry of generateStock(blacksmith, 10, createRng(seed)))
        counts[entry.rarity] = (counts[entry.rarity] ?? 0) + 1;
    }
    expect(counts[0]).toBeGreaterThan(counts[1] ?? 0);
    expect(counts[1]).toBeGreaterThan(counts[2] ?? 0);
    expect(counts[2]).toBeGreaterThan(0);
  });
});
