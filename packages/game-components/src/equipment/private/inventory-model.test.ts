import { InventorySlotType, MainInventoryType } from '@rpg/contracts';
import { describe, expect, it } from 'vitest';
import { planEquip, planMove, planUnequip, toModel, toMoveTarget } from './inventory-model.ts';
import { fullInventory, storyInventory } from './story-data.ts';

const { items, sword, helm, shield, axe } = storyInventory('en');

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
