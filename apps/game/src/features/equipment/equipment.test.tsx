import {
  contractLimits,
  emptyInventorySlot,
  type InventoryGameItem,
  InventorySlotType,
  MainInventoryType,
} from '@rpg/contracts';
import { buildCharacter, buildInventoryGameItem } from '@rpg/contracts/fixtures';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { error, fakeApi, ok, withCharacter } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';

const helm = buildInventoryGameItem(43, { name: 'Iron helm', inventoryType: InventorySlotType.Helmet }, 'en');
const inventory: InventoryGameItem[] = [
  emptyInventorySlot(InventorySlotType.Helmet, MainInventoryType.Inventory),
  emptyInventorySlot(InventorySlotType.Torso, MainInventoryType.Inventory),
  emptyInventorySlot(InventorySlotType.Weapon1, MainInventoryType.Inventory),
  emptyInventorySlot(InventorySlotType.Weapon2, MainInventoryType.Inventory),
  helm,
  ...Array.from({ length: contractLimits.backpackSlots - 1 }, () => emptyInventorySlot()),
];
const hero = buildCharacter(5, { name: 'Zbrojny', inventoryGameItems: inventory });
const equipped = inventory.map((item) =>
  item.id === helm.id
    ? { ...helm, mainInventoryType: MainInventoryType.Inventory }
    : item.inventoryType === InventorySlotType.Helmet && item.isEmpty
      ? emptyInventorySlot()
      : item,
);

/**
 * The character with the helm on, as the server answers it: the helm's bonuses in the stats, and in the
 * backpack a dagger that reached it meanwhile (another tab's fight), which the page's guess cannot know:
 * it shows once the reply's character replaces the guess.
 */
const dagger = buildInventoryGameItem(
  44,
  { name: 'Wolf fang dagger', inventoryType: InventorySlotType.Weapon1, mainInventoryType: MainInventoryType.Backpack },
  'en',
);
const firstFree = equipped.findIndex((item, index) => index > 4 && item.isEmpty);
const serverInventory = equipped.map((item, index) => (index === firstFree ? dagger : item));
const helmed = {
  ...hero,
  inventoryGameItems: serverInventory,
  stats: {
    ...hero.stats,
    forceFromItems: hero.stats.forceFromItems + helm.force,
    intelligenceFromItems: hero.stats.intelligenceFromItems + helm.intelligence,
    dexterityFromItems: hero.stats.dexterityFromItems + helm.dexterity,
    enduranceFromItems: hero.stats.enduranceFromItems + helm.endurance,
    armor: hero.stats.armor + helm.armor,
  },
};

const headSlot = () => document.querySelector<HTMLElement>('[data-drop-slot="equipment-1"]');
const helmIn = (slot: HTMLElement | null) => Boolean(slot?.textContent?.includes('Iron helm'));

describe('/equipment', () => {
  it('equips at once on a click and keeps the server inventory', async () => {
    let answer: (value: ReturnType<typeof ok>) => void = () => undefined;
    // Whether a frame was drawn with the guess on the page when the request left.
    let drawn = false;
    let drawnWhenSent: boolean | undefined;
    fakeApi.on('getMyCharacter', ok(hero)).on('equipItem', () => {
      drawnWhenSent = drawn;
      return new Promise((resolve) => (answer = resolve));
    });
    await renderApp('/equipment');
    const frames = new MutationObserver(() => {
      if (helmIn(headSlot())) requestAnimationFrame(() => (drawn = true));
    });
    frames.observe(document.body, { subtree: true, childList: true, characterData: true });
    await page.getByRole('button', { name: 'Move Iron helm' }).click();
    await expect.poll(() => fakeApi.callsTo('equipItem').length).toBe(1);
    // Shown before the server answers: the prediction is in the cache.
    await expect.poll(() => helmIn(headSlot())).toBe(true);
    // The request left once a frame showed the guess, not inside the click, before the guess was drawn.
    expect(drawnWhenSent).toBe(true);
    frames.disconnect();
    answer(ok(serverInventory, withCharacter('equipItem', helmed)));
    // The reply's character replaces the guess: the helm stays on, the dagger shows, nothing is read again.
    await expect.element(page.getByRole('button', { name: 'Move Wolf fang dagger' })).toBeVisible();
    expect(helmIn(headSlot())).toBe(true);
    expect(fakeApi.callsTo('equipItem')[0]?.body).toEqual({ id: helm.id, requestedLang: 'en' });
    expect(fakeApi.callsTo('getMyCharacter')).toHaveLength(1);
  });

  it('rolls a refused equip back and says why', async () => {
    fakeApi.on('getMyCharacter', ok(hero)).on('equipItem', { status: 409, body: error('item-does-not-fit') });
    await renderApp('/equipment');
    await page.getByRole('button', { name: 'Move Iron helm' }).click();
    await expect.element(page.getByText('This item does not fit there.')).toBeVisible();
    await expect.poll(() => helmIn(headSlot())).toBe(false);
  });

  it('moves with the keyboard (pick up, walk to the head slot, drop) and sends the contract move target', async () => {
    fakeApi.on('getMyCharacter', ok(hero)).on('moveItem', ok(serverInventory, withCharacter('moveItem', helmed)));
    await renderApp('/equipment');
    const handle = page.getByRole('button', { name: 'Move Iron helm' });
    await expect.element(handle).toBeVisible();
    (handle.element() as HTMLElement).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => fakeApi.callsTo('moveItem').length).toBe(1);
    expect(fakeApi.callsTo('moveItem')[0]?.body).toEqual({
      id: helm.id,
      target: { mainInventoryType: MainInventoryType.Inventory, inventoryType: InventorySlotType.Helmet },
      requestedLang: 'en',
    });
    await expect.element(page.getByRole('button', { name: 'Move Wolf fang dagger' })).toBeVisible();
    expect(helmIn(headSlot())).toBe(true);
  });

  it('shows the error state when the character cannot be loaded', async () => {
    fakeApi.on('getMyCharacter', { status: 500, body: error('internal-error') });
    await renderApp('/equipment');
    await expect.element(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
