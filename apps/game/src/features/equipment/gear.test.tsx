import {
  contractLimits,
  emptyInventorySlot,
  type InventoryGameItem,
  InventorySlotType,
  MainInventoryType,
} from '@rpg/contracts';
import { buildCharacter, buildInventoryGameItem } from '@rpg/contracts/fixtures';
import { avatarLayers } from '@rpg/game-assets';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { fakeApi, ok, withCharacter } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';

const none = { force: 0, intelligence: 0, dexterity: 0, endurance: 0, armor: 0 };
const worn = buildInventoryGameItem(
  61,
  {
    ...none,
    name: 'Old sword',
    inventoryType: InventorySlotType.Weapon1,
    mainInventoryType: MainInventoryType.Inventory,
    force: 1,
    minDmg: 2,
    maxDmg: 5,
  },
  'en',
);
const bought = buildInventoryGameItem(
  62,
  {
    ...none,
    name: 'Long sword',
    inventoryType: InventorySlotType.Weapon1,
    mainInventoryType: MainInventoryType.Backpack,
    force: 3,
    minDmg: 4,
    maxDmg: 8,
  },
  'en',
);
const inventory: InventoryGameItem[] = [
  emptyInventorySlot(InventorySlotType.Helmet, MainInventoryType.Inventory),
  emptyInventorySlot(InventorySlotType.Torso, MainInventoryType.Inventory),
  worn,
  emptyInventorySlot(InventorySlotType.Weapon2, MainInventoryType.Inventory),
  bought,
  ...Array.from({ length: contractLimits.backpackSlots - 1 }, () => emptyInventorySlot()),
];
const base = buildCharacter(9, { name: 'Porównywacz', inventoryGameItems: inventory });
const hero = {
  ...base,
  outfit: { ...base.outfit, bottom: avatarLayers.bottom.linenTrousers.path, hair: avatarLayers.hair.shortBrown.path },
};

/** The details shown beside a card on hover (the HoverCard around the card). */
const detailsOf = (name: string) =>
  page
    .getByRole('article', { name })
    .element()
    .closest('[data-hover-card]')
    ?.querySelector<HTMLElement>('[data-hover-card-layer]');

const expectComparisonOnHover = async () => {
  const card = page.getByRole('article', { name: 'Long sword' });
  await expect.element(card).toBeVisible();
  expect(detailsOf('Long sword')?.hidden).toBe(true);
  await card.hover();
  await expect.poll(() => detailsOf('Long sword')?.hidden).toBe(false);
  const text = detailsOf('Long sword')?.textContent ?? '';
  expect(text).toContain('Compared with Old sword, equipped now');
  expect(text).toContain('+2');
  expect(text).toContain('+2 / +3');
  expect(text).toContain('Better than what you wear');
};

/** The look-only slots (Bottom, hair) draw the outfit's part (not an empty-slot bag), the same on every page. */
const expectLookSlots = () => {
  for (const slot of ['legs', 'hair']) {
    const tile = document.querySelector(`[data-look-slot="${slot}"]`);
    expect(tile?.querySelector('[data-slot-placeholder]'), slot).toBeNull();
    // The outfit's picture (the test server has no pictures: its fallback once it fails to load).
    expect(tile?.querySelector('img')?.getAttribute('src'), slot).toMatch(/^\/images\/(avatar|fallbacks)\//);
  }
};

describe('gear comparison', () => {
  it('/equipment: hovering a backpack item shows it against the equipped one', async () => {
    fakeApi.on('getMyCharacter', ok(hero));
    await renderApp('/equipment');
    await expectComparisonOnHover();
    expectLookSlots();
  });

  it('/my-character: the same comparison, and the same look-only slots as /equipment', async () => {
    fakeApi.on('getMyCharacter', ok(hero));
    await renderApp('/my-character');
    await expectComparisonOnHover();
    expectLookSlots();
  });

  it('a click on a backpack item still equips it (the details are for hover, focus and tap)', async () => {
    // The server's answer: the long sword in the hand, the old one in its backpack place, the force it adds.
    const swapped = inventory.map((item) =>
      item.id === bought.id
        ? { ...bought, mainInventoryType: MainInventoryType.Inventory }
        : item.id === worn.id
          ? { ...worn, mainInventoryType: MainInventoryType.Backpack }
          : item,
    );
    const armed = {
      ...hero,
      inventoryGameItems: swapped,
      stats: { ...hero.stats, forceFromItems: hero.stats.forceFromItems + bought.force - worn.force },
    };
    fakeApi.on('getMyCharacter', ok(hero)).on('equipItem', ok(swapped, withCharacter('equipItem', armed)));
    await renderApp('/equipment');
    await page.getByRole('button', { name: 'Move Long sword' }).click();
    await expect.poll(() => fakeApi.callsTo('equipItem').length).toBe(1);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    const weaponSlot = () => document.querySelector('[data-drop-slot="equipment-3"]')?.textContent ?? '';
    await expect.poll(weaponSlot).toContain('Long sword');
  });
});
