import { describe, expect, it } from 'vitest';
import { InventorySlotType, MainInventoryType } from './enums.ts';
import { contractLimits } from './limits.ts';
import { firstFreeBackpackPosition, fitsPlace, type ItemPlace, planSwap } from './placement.ts';

/** The rule reads items only through slotTypeOf: a name and a slot type are enough here. */
type TestItem = { name: string; slot: InventorySlotType };
const slotTypeOf = (item: TestItem) => item.slot;

const helm: TestItem = { name: 'helm', slot: InventorySlotType.Helmet };
const sword: TestItem = { name: 'sword', slot: InventorySlotType.Weapon1 };
const axe: TestItem = { name: 'axe', slot: InventorySlotType.Weapon1 };
const ring: TestItem = { name: 'ring', slot: InventorySlotType.None };

const slot = (position: InventorySlotType): ItemPlace => ({ container: MainInventoryType.Inventory, position });
const backpack = (position: number): ItemPlace => ({ container: MainInventoryType.Backpack, position });

describe('fitsPlace', () => {
  it('puts any item anywhere in the backpack', () => {
    for (const item of [helm, sword, ring]) expect(fitsPlace(item, backpack(7), slotTypeOf)).toBe(true);
  });

  it('puts an item only in the equipment slot of its type', () => {
    expect(fitsPlace(helm, slot(InventorySlotType.Helmet), slotTypeOf)).toBe(true);
    expect(fitsPlace(helm, slot(InventorySlotType.Weapon1), slotTypeOf)).toBe(false);
    expect(fitsPlace(sword, slot(InventorySlotType.Weapon2), slotTypeOf)).toBe(false);
    for (const type of [InventorySlotType.Helmet, InventorySlotType.Torso, InventorySlotType.Weapon1]) {
      expect(fitsPlace(ring, slot(type), slotTypeOf), 'an item never worn fits no slot').toBe(false);
    }
  });

  it('does not read the slot type for a backpack place', () => {
    const unreadable = () => {
      throw new Error('read');
    };
    expect(fitsPlace(helm, backpack(0), unreadable)).toBe(true);
  });
});

describe('planSwap', () => {
  it('moves an item to a free place that fits', () => {
    expect(
      planSwap({ item: helm, from: backpack(3), to: slot(InventorySlotType.Helmet), occupant: undefined }, slotTypeOf),
    ).toEqual({ ok: true, relocations: [{ item: helm, to: slot(InventorySlotType.Helmet) }] });
  });

  it('swaps with the item at the target, which takes the moved item’s place', () => {
    expect(
      planSwap({ item: axe, from: backpack(2), to: slot(InventorySlotType.Weapon1), occupant: sword }, slotTypeOf),
    ).toEqual({
      ok: true,
      relocations: [
        { item: axe, to: slot(InventorySlotType.Weapon1) },
        { item: sword, to: backpack(2) },
      ],
    });
  });

  it('refuses an item in a slot of another type', () => {
    expect(
      planSwap({ item: helm, from: backpack(0), to: slot(InventorySlotType.Weapon1), occupant: sword }, slotTypeOf),
    ).toEqual({ ok: false, refusal: 'item-does-not-fit', item: helm, place: slot(InventorySlotType.Weapon1) });
  });

  it('refuses a swap that would put the item at the target in a slot of another type', () => {
    expect(
      planSwap({ item: sword, from: slot(InventorySlotType.Weapon1), to: backpack(1), occupant: helm }, slotTypeOf),
    ).toEqual({ ok: false, refusal: 'occupant-does-not-fit', item: helm, place: slot(InventorySlotType.Weapon1) });
  });

  it('relocates nothing for a move onto the item’s own place', () => {
    expect(planSwap({ item: sword, from: backpack(4), to: backpack(4), occupant: sword }, slotTypeOf)).toEqual({
      ok: true,
      relocations: [],
    });
  });
});

describe('firstFreeBackpackPosition', () => {
  it('gives the lowest free position', () => {
    expect(firstFreeBackpackPosition(() => false)).toBe(0);
    expect(firstFreeBackpackPosition((position) => position !== 5 && position !== 9)).toBe(5);
  });

  it('gives undefined when every position of the backpack is taken', () => {
    const asked: number[] = [];
    const allTaken = (position: number) => {
      asked.push(position);
      return true;
    };
    expect(firstFreeBackpackPosition(allTaken)).toBeUndefined();
    expect(asked).toEqual(Array.from({ length: contractLimits.backpackSlots }, (_, position) => position));
  });
});
