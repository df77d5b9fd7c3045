import { buildInventory } from '@rpg/contracts/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fullInventory, storyInventory } from '../private/story-data.ts';
import { Backpack } from './Backpack.tsx';

const pl = storyInventory('pl');

const meta = {
  title: 'Game/Equipment/Backpack',
  component: Backpack,
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
