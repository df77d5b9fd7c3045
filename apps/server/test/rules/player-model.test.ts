import { InventorySlotType, ItemRarity } from '@rpg/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { content, isEquipment } from '../../src/content/index.ts';
import {
  buy,
  equip,
  forgetSkill,
  freeBackpackSlots,
  learnSkill,
  makeActive,
  moveInBackpack,
  newPlayerModel,
  type PlayerModel,
  receiveItem,
  reroll,
  sell,
  spendStatPoint,
  unequip,
} from '../../src/rules/player-model.ts';
import { createRng } from '../../src/rules/rng.ts';
import { generateStock } from '../../src/rules/shop.ts';

const noStats = { force: 0, intelligence: 0, dexterity: 0, endurance: 0, armor: 0, minDmg: 0, maxDmg: 0 };
const vendorIds = content.vendors.all.map((v) => v.id);
const skillIds = content.skills.all.map((s) => s.id);
const itemIds = content.items.all.map((i) => i.id);
const slots = [
  InventorySlotType.Helmet,
  InventorySlotType.Torso,
  InventorySlotType.Weapon1,
  InventorySlotType.Weapon2,
] as const;

/** One random operation of the shop, skill, equipment, loot and stat routes. */
const operation = fc.oneof(
  fc.record({
    op: fc.constant('buy' as const),
    vendor: fc.constantFrom(...vendorIds),
    slot: fc.integer({ min: 0, max: 6 }),
  }),
  fc.record({ op: fc.constant('sell' as const), index: fc.integer({ min: -1, max: 20 }) }),
  fc.record({ op: fc.constant('reroll' as const), vendor: fc.constantFrom(...vendorIds), seed: fc.integer() }),
  fc.record({ op: fc.constant('learn' as const), skill: fc.constantFrom(...skillIds) }),
  fc.record({ op: fc.constant('forget' as const), skill: fc.constantFrom(...skillIds) }),
  fc.record({ op: fc.constant('activate' as const), skill: fc.constantFrom(...skillIds) }),
  fc.record({ op: fc.constant('equip' as const), index: fc.integer({ min: 0, max: 19 }) }),
  fc.record({ op: fc.constant('unequip' as const), slot: fc.constantFrom(...slots) }),
  fc.record({
    op: fc.constant('move' as const),
    from: fc.integer({ min: 0, max: 19 }),
    to: fc.integer({ min: 0, max: 19 }),
  }),
  fc.record({ op: fc.constant('loot' as const), item: fc.constantFrom(...itemIds) }),
  fc.record({ op: fc.constant('stat' as const), stat: fc.integer({ min: -1, max: 4 }) }),
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

const apply = (state: PlayerModel, o: Operation): PlayerModel => {
  switch (o.op) {
    case 'buy':
      return buy(state, o.vendor, o.slot).state;
    case 'sell':
      return sell(state, o.index).state;
    case 'reroll':
      return reroll(state, o.vendor, createRng(o.seed)).state;
    case 'learn':
      return learnSkill(state, o.skill).state;
    case 'forget':
      return forgetSkill(state, o.skill).state;
    case 'activate':
      return makeActive(state, o.skill).state;
    case 'equip':
      return equip(state, o.index).state;
    case 'unequip':
      return unequip(state, o.slot).state;
    case 'move':
      return moveInBackpack(state, o.from, o.to).state;
    case 'loot': {
      const item = content.items.get(o.item);
      return receiveItem(state, o.item, ItemRarity.Common, isEquipment(item) ? item.stats : noStats).state;
    }
    case 'stat':
      return spendStatPoint(state, o.stat).state;
  }
};

/** A richer start so that buying, learning and rerolling happen often. */
const startState = (level: number, baseCurrency: number, statPoints: number): PlayerModel => {
  const state = { ...newPlayerModel(), level, baseCurrency, statPoints };
  const rng = createRng(level);
  return { ...state, stock: Object.fromEntries(content.vendors.all.map((v) => [v.id, generateStock(v, level, rng)])) };
};
const start = fc.record({
  level: fc.integer({ min: 1, max: 30 }),
  currency: fc.integer({ min: 0, max: 5000 }),
  statPoints: fc.integer({ min: 0, max: 30 }),
});
const countItems = (s: PlayerModel) => s.backpack.filter((i) => i !== null).length + Object.keys(s.equipped).length;
const statSum = (s: PlayerModel) =>
  s.baseStats.force + s.baseStats.intelligence + s.baseStats.dexterity + s.baseStats.endurance + s.statPoints;

describe('player model invariants under random operation sequences', () => {
  it('never makes a currency negative', () => {
    fc.assert(
      fc.property(start, fc.array(operation, { maxLength: 60 }), ({ level, currency, statPoints }, ops) => {
        let state = startState(level, currency, statPoints);
        for (const o of ops) {
          state = apply(state, o);
          expect(state.baseCurrency).toBeGreaterThanOrEqual(0);
          expect(state.premiumCurrency).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(state.baseCurrency)).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('never holds more than 20 backpack items; equip and unequip move items, never lose or copy them', () => {
    fc.assert(
      fc.property(start, fc.array(operation, { maxLength: 80 }), ({ level, currency, statPoints }, ops) => {
        let state = startState(level, currency, statPoints);
        for (const o of ops) {
          const before = countItems(state);
          state = apply(state, o);
          expect(state.backpack).toHaveLength(20);
          expect(freeBackpackSlots(state)).toBeGreaterThanOrEqual(0);
          for (const [slot, item] of Object.entries(state.equipped)) expect(item?.slot).toBe(Number(slot));
          if (o.op === 'equip' || o.op === 'unequip' || o.op === 'move') expect(countItems(state)).toBe(before);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('conserves stat points: stats + unspent points stay constant under add-stat', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20 }),
        fc.array(fc.integer({ min: -2, max: 5 }), { maxLength: 40 }),
        (points, stats) => {
          let state = { ...newPlayerModel(), statPoints: points };
          const total = statSum(state);
          for (const stat of stats) {
            state = spendStatPoint(state, stat).state;
            expect(statSum(state)).toBe(total);
            expect(state.statPoints).toBeGreaterThanOrEqual(0);
          }
        },
      ),
    );
  });

  it('keeps the active skills learnt and at most one per slot type', () => {
    fc.assert(
      fc.property(start, fc.array(operation, { maxLength: 60 }), ({ level, currency, statPoints }, ops) => {
        let state = startState(level, currency, statPoints);
        for (const o of ops) state = apply(state, o);
        for (const id of state.activeSkills) expect(state.learntSkills).toContain(id);
        const types = state.activeSkills.map((id) => content.skills.get(id).slot);
        expect(new Set(types).size).toBe(types.length);
      }),
      { numRuns: 100 },
    );
  });
});

describe('player model operations', () => {
  it('buys at the stock price, refuses without cash or a free slot, sells for 25%', () => {
    const state = startState(5, 1000, 0);
    const entry = state.stock['vendor.blacksmith']?.[0];
    if (entry === undefined) throw new Error('no stock');
    const bought = buy(state, 'vendor.blacksmith', 0);
    expect(bought.ok).toBe(true);
    expect(bought.state.baseCurrency).toBe(1000 - entry.price);
    expect(buy(bought.state, 'vendor.blacksmith', 0)).toMatchObject({ ok: false, error: 'not-available' });
    expect(buy({ ...state, baseCurrency: 0 }, 'vendor.blacksmith', 0)).toMatchObject({
      ok: false,
      error: 'not-enough-currency',
    });
    const full = { ...state, backpack: state.backpack.map(() => bought.state.backpack[0] ?? null) };
    expect(buy(full, 'vendor.blacksmith', 1)).toMatchObject({ ok: false, error: 'backpack-full' });
    const sold = sell(bought.state, 0);
    expect(sold.state.baseCurrency).toBe(1000 - entry.price + Math.floor(entry.price / 4));
    expect(sold.state.backpack[0]).toBeNull();
  });

  it('learns for the price, refuses forgetting the active skill, refunds half otherwise', () => {
    const state = startState(10, 500, 0);
    const learnt = learnSkill(state, 'skill.fireball');
    expect(learnt.state.baseCurrency).toBe(300);
    expect(learnSkill(learnt.state, 'skill.fireball')).toMatchObject({ ok: false, error: 'already-learnt' });
    expect(learnSkill(state, 'skill.holy-ward')).toMatchObject({ ok: false, error: 'level-too-low' });
    expect(forgetSkill(learnt.state, 'skill.power-strike')).toMatchObject({ ok: false, error: 'skill-active' });
    const active = makeActive(learnt.state, 'skill.fireball').state;
    expect(active.activeSkills).toEqual(['skill.fireball']);
    expect(forgetSkill(active, 'skill.power-strike').state.baseCurrency).toBe(300 + 25);
  });

  it('unequips into the first free slot, refuses with a full backpack', () => {
    const state = newPlayerModel();
    const off = unequip(state, InventorySlotType.Weapon1);
    expect(off.state.backpack[0]?.itemId).toBe('item.shortsword');
    const back = equip(off.state, 0);
    expect(back.state.equipped[InventorySlotType.Weapon1]?.itemId).toBe('item.shortsword');
    const full = { ...state, backpack: state.backpack.map(() => off.state.backpack[0] ?? null) };
    expect(unequip(full, InventorySlotType.Torso)).toMatchObject({ ok: false, error: 'backpack-full' });
  });
});
