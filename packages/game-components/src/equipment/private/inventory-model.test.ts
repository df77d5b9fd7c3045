import { InventorySlotType, MainInventoryType } from '@rpg/contracts';
import { describe, expect, it } from 'vitest';
import { keepUnchanged, planEquip, planMove, planUnequip, toModel, toMoveTarget } from './inventory-model.ts';
import { fullInventory, storyInventory } from './story-data.ts';

const { items, sword, armour, helm, shield, axe } = storyInventory('en');

describe('planMove', () => {
  it('moves a backpack item into the empty slot of its type', () => {
    const plan = planMove(items, helm, { kind: 'equipment', slot: InventorySlotType.Helmet });
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    const model = toModel(plan.items);
    expect(model.equipped[InventorySlotType.Helmet]?.id).toBe(helm.id);
    expect(model.equipped[InventorySlotType.Helmet]?.mainInventoryType).toBe(MainInventoryType.Inventory);
    expect(model.backpack[0]).toBeUndefined();
    expect(plan.items).toHaveLength(24);
  });

  it('swaps with the item already there', () => {
    const plan = planMove(items, axe, { kind: 'equipment', slot: InventorySlotType.Weapon1 });
    if (!plan.ok) throw new Error('refused');
    const model = toModel(plan.items);
    expect(model.equipped[InventorySlotType.Weapon1]?.id).toBe(axe.id);
    expect(model.backpack[2]?.id).toBe(sword.id);
    expect(model.backpack[2]?.mainInventoryType).toBe(MainInventoryType.Backpack);
  });

  it('refuses an item in the wrong slot, and a swap that would put the other item in the wrong slot', () => {
    expect(planMove(items, helm, { kind: 'equipment', slot: InventorySlotType.Weapon1 })).toMatchObject({
      ok: false,
      reason: 'refused',
    });
    expect(planMove(items, sword, { kind: 'backpack', position: 1 })).toMatchObject({
      ok: false,
      reason: 'refused',
      item: shield,
    });
  });

  it('treats a drop on the origin as no move', () => {
    expect(planMove(items, helm, { kind: 'backpack', position: 0 })).toEqual({ ok: false, reason: 'same' });
  });
});

describe('keeping what did not change', () => {
  it('leaves the items a move does not touch as they were (the same objects)', () => {
    const plan = planEquip(items, helm);
    if (!plan.ok) throw new Error('refused');
    const model = toModel(plan.items);
    expect(model.equipped[InventorySlotType.Torso]).toBe(armour);
    expect(model.equipped[InventorySlotType.Weapon1]).toBe(sword);
    expect(model.backpack[1]).toBe(shield);
    expect(model.backpack[2]).toBe(axe);
  });

  it('keeps the objects of the entries an answer repeats, and the list itself when nothing changed', () => {
    const plan = planEquip(items, helm);
    if (!plan.ok) throw new Error('refused');
    expect(
      keepUnchanged(
        plan.items,
        plan.items.map((item) => ({ ...item })),
      ),
    ).toBe(plan.items);
    const answer = plan.items.map((item) => (item.id === sword.id ? { ...item, armor: 9 } : { ...item }));
    const kept = keepUnchanged(plan.items, answer);
    expect(kept).not.toBe(plan.items);
    expect(kept.find((item) => item.id === sword.id)).toBe(answer.find((item) => item.id === sword.id));
    expect(kept.filter((item, index) => item !== plan.items[index]).map((item) => item.id)).toEqual([sword.id]);
  });

  it('finds an item by its id wherever the list puts it', () => {
    const moved = [...items.slice(0, 4), ...items.slice(4).reverse()].map((item) => ({ ...item }));
    const kept = keepUnchanged(items, moved);
    expect(toModel(kept).backpack.slice(-3)).toEqual([axe, shield, helm]);
    expect(kept.find((item) => item.id === shield.id)).toBe(shield);
  });
});

describe('equip and unequip', () => {
  it('equips into the slot of the item type and unequips to the first free backpack slot', () => {
    const equip = planEquip(items, shield);
    if (!equip.ok) throw new Error('refused');
    expect(toModel(equip.items).equipped[InventorySlotType.Weapon2]?.id).toBe(shield.id);
    const unequip = planUnequip(items, sword);
    if (!unequip.ok) throw new Error('refused');
    expect(toModel(unequip.items).backpack[3]?.id).toBe(sword.id);
  });

  it('refuses to unequip into a full backpack', () => {
    expect(planUnequip(fullInventory('en'), sword)).toEqual({ ok: false, reason: 'full' });
  });
});

describe('toMoveTarget', () => {
  it('gives the contract’s move target', () => {
    expect(toMoveTarget({ mainInventoryType: 0, slot: 3 })).toEqual({ mainInventoryType: 0, inventoryType: 3 });
    expect(toMoveTarget({ mainInventoryType: 1, position: 5 })).toEqual({ mainInventoryType: 1, position: 5 });
  });
});
