import { buildInventory } from '@rpg/contracts/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fullInventory, storyInventory } from '../private/story-data.ts';
import { Backpack } from './Backpack.tsx';

const pl = storyInventory('pl');

const meta = {
  title: 'Game/Equipment/Backpack',
  component: Backpack,
  parameters: {
    guidance: {
      do: [
        "Use it to show the backpack's 20 slots in their positions, free ones as empty slots.",
        "Return the equip promise from `onEquip`: the item's button shows loading until it settles.",
      ],
      dont: [
        "Don't use it where items move between equipment and backpack: use EquipmentBoard, which has drag and drop.",
        "Don't hide empty slots: the free space is what the player plans with.",
      ],
    },
  },
  args: { items: pl.items, onEquip: fn() },
} satisfies Meta<typeof Backpack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 20 slots: three items, the rest empty; the count and the free slots (Polish plural). */
export const SomeItems: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getAllByRole('listitem')).toHaveLength(20);
    expect(canvas.getByText('17 wolnych miejsc')).toBeInTheDocument();
    expect(canvas.getByText('Zajęte miejsca: 3 z 20,')).toBeInTheDocument();
    expect(canvas.getByRole('img', { name: 'Plecak, miejsce 4: puste' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: `Załóż: ${pl.shield.name}` }));
    expect(args.onEquip).toHaveBeenCalledWith(pl.shield);
  },
};

/** Polish plural of "few": 18 items, 2 free slots. */
export const AlmostFull: Story = {
  args: { items: buildInventory(5, 'pl', 18) },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText('2 wolne miejsca')).toBeInTheDocument();
  },
};

export const Full: Story = {
  args: { items: fullInventory() },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText('Plecak jest pełny')).toBeInTheDocument();
    expect(within(canvasElement).queryByRole('img', { name: /puste$/ })).toBeNull();
  },
};

export const Empty: Story = {
  args: { items: buildInventory(6, 'pl', 0) },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText('20 wolnych miejsc')).toBeInTheDocument();
    expect(within(canvasElement).getAllByRole('img', { name: /puste$/ })).toHaveLength(20);
  },
};

export const EnglishOneFree: Story = {
  args: { items: buildInventory(7, 'en', 19) },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText('1 free slot')).toBeInTheDocument();
  },
};

/** The server's German names of long things ("Plattenbeinschienen", "Waldläufertunika"). */
const germanItemNames = ['Plattenbeinschienen', 'Waldläufertunika', 'Feuerzauberstab', 'Normannenschild'];

/**
 * German item names at 390 px, in the phone's three-column backpack: a word longer than its card is
 * hyphenated where German allows (`lang="de"`, `hyphens: auto`), split without a hyphen only in a browser
 * that has no German hyphenation (the test Chromium).
 */
export const GermanLongNamesPhone: Story = {
  args: {
    items: pl.items.map((item, index) =>
      item.isEmpty ? item : { ...item, name: germanItemNames[index % germanItemNames.length] ?? item.name },
    ),
  },
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(document.documentElement.lang).toBe('de');
    expect(
      within(canvasElement).getAllByText(/Plattenbeinschienen|Waldläufertunika|Feuerzauberstab/).length,
    ).toBeGreaterThan(0);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
