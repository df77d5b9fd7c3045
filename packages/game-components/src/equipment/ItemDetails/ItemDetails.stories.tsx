import { InventorySlotType, ItemRarity, MainInventoryType } from '@rpg/contracts';
import { buildInventoryGameItem } from '@rpg/contracts/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { cardWidth } from '../../shared/private/card-stories.tsx';
import { ItemDetails } from './ItemDetails.tsx';

const none = { force: 0, intelligence: 0, dexterity: 0, endurance: 0, armor: 0, minDmg: 0, maxDmg: 0 };
const weapon = (
  seed: number,
  values: Partial<typeof none> & { name?: string; rarity?: ItemRarity; sellValue?: number },
) =>
  buildInventoryGameItem(seed, {
    ...none,
    inventoryType: InventorySlotType.Weapon1,
    mainInventoryType: MainInventoryType.Backpack,
    rarity: ItemRarity.Uncommon,
    sellValue: 24,
    ...values,
  });

/** The sword a new hero wears (the item compared with). */
const equippedSword = weapon(1, {
  name: 'Krótki miecz',
  rarity: ItemRarity.Common,
  force: 1,
  minDmg: 2,
  maxDmg: 5,
});
const betterSword = weapon(2, { name: 'Długi miecz', force: 2, dexterity: 1, minDmg: 4, maxDmg: 8, sellValue: 60 });
const worseDagger = weapon(3, { name: 'Tasak', minDmg: 1, maxDmg: 3, sellValue: 8 });
const mixedAxe = weapon(4, { name: 'Toporek', force: 3, minDmg: 1, maxDmg: 9, sellValue: 22 });
const helm = buildInventoryGameItem(5, {
  ...none,
  name: 'Żelazny hełm',
  inventoryType: InventorySlotType.Helmet,
  mainInventoryType: MainInventoryType.Backpack,
  rarity: ItemRarity.Rare,
  endurance: 1,
  armor: 4,
  sellValue: 31,
});

const meta = {
  title: 'Game/Equipment/ItemDetails',
  component: ItemDetails,
  parameters: {
    guidance: {
      do: [
        "Use it for an item's full details: every non-zero stat, the sell value and, for a backpack item, the comparison with the equipped one.",
        'Pass `compareWith` with the item equipped in the same slot, so each stat shows its gain or loss.',
      ],
      dont: [
        "Don't place it on a page by itself: ItemCard shows it in its hover card and tap dialog.",
        "Don't mark a difference by colour alone: the sign (+, −) says it.",
      ],
    },
  },
  args: { item: betterSword, compareWith: equippedSword },
  decorators: [cardWidth(320)],
} satisfies Meta<typeof ItemDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowTone = (canvasElement: HTMLElement, stat: string) =>
  canvasElement.querySelector(`tr[data-stat="${stat}"]`)?.getAttribute('data-tone');

/** Better in every stat: each difference with a plus, in the positive tone. */
export const Better: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'W porównaniu z: Krótki miecz (założone)' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Statystyka', 'Ten przedmiot', 'Założony', 'Zmiana']);
    const force = within(table).getByRole('row', { name: /Siła/ });
    await expect(
      within(force)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '1', '+1']);
    await expect(within(table).getByRole('row', { name: /Obrażenia/ })).toHaveTextContent('4–82–5+2 / +3');
    await expect(rowTone(canvasElement, 'dexterity')).toBe('better');
    await expect(canvas.getByText('Lepszy od tego, co nosisz')).toBeVisible();
    await expect(canvas.getByText('60')).toBeVisible();
  },
};

/** Worse: minus signs in the critical tone, and the stats only the equipped item has. */
export const Worse: Story = {
  args: { item: worseDagger },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('row', { name: /Siła/ })).toHaveTextContent('01−1');
    await expect(rowTone(canvasElement, 'force')).toBe('worse');
    await expect(rowTone(canvasElement, 'damage')).toBe('worse');
    await expect(canvas.getByText('Gorszy od tego, co nosisz')).toBeVisible();
  },
};

/** Mixed: more force and a wider damage range (lower minimum, higher maximum). */
export const Mixed: Story = {
  args: { item: mixedAxe },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('row', { name: /Obrażenia/ })).toHaveTextContent('−1 / +4');
    await expect(rowTone(canvasElement, 'damage')).toBe('mixed');
    await expect(rowTone(canvasElement, 'force')).toBe('better');
    await expect(canvas.getByText('W jednych statystykach lepszy, w innych gorszy')).toBeVisible();
  },
};

/** Nothing is equipped in the slot: every stat is a gain, and the table has no "Equipped" column. */
export const EmptySlot: Story = {
  args: { item: helm, compareWith: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Nic nie jest założone w tym miejscu' });
    await expect(within(table).queryByRole('columnheader', { name: 'Założony' })).toBeNull();
    await expect(within(table).getByRole('row', { name: /Pancerz/ })).toHaveTextContent('4+4');
    await expect(canvas.getByText('Rzadki')).toBeVisible();
    await expect(canvas.getByText('Hełm')).toBeVisible();
  },
};

/** An equipped item (or another player's): its stats and sell value, no comparison. */
export const EquippedItem: Story = {
  args: { item: { ...equippedSword, mainInventoryType: MainInventoryType.Inventory }, compareWith: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Siła',
      'Obrażenia',
      'Wartość sprzedaży:',
    ]);
  },
};

/** The same item as the one worn: every difference is ±0. */
export const Same: Story = {
  args: { item: { ...equippedSword, id: 99 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Taki sam jak to, co nosisz')).toBeVisible();
    await expect(rowTone(canvasElement, 'force')).toBe('same');
  },
};

/** Long German names and labels wrap inside the card. */
export const LongGermanNames: Story = {
  globals: { locale: 'de' },
  args: {
    item: { ...betterSword, name: 'Donaudampfschifffahrtsgesellschaftskapitänsschwert' },
    compareWith: { ...equippedSword, name: 'Kurzschwert des Charakterausrüstungsgegenständeverkäufers' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Besser als deine Ausrüstung')).toBeVisible();
    const details = canvasElement.querySelector<HTMLElement>('[data-item-details]');
    await expect(details?.scrollWidth).toBeLessThanOrEqual((details?.clientWidth ?? 0) + 1);
  },
};

/** At phone width (390 px), in English. */
export const Phone: Story = {
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
  args: { item: mixedAxe },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: /Compared with Krótki miecz/ })).toBeVisible();
    const details = canvasElement.querySelector<HTMLElement>('[data-item-details]');
    await expect(details?.getBoundingClientRect().right).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
