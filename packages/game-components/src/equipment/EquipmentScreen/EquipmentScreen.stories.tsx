import { buildInventory, buildOutfit } from '@rpg/contracts/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { settle } from '../../shared/private/settle.ts';
import { fullInventory, storyInventory } from '../private/story-data.ts';
import { EquipmentScreen } from './EquipmentScreen.tsx';

const pl = storyInventory('pl');
/** The board's two columns, wider than a phone (which shows two tabs: Phone): the play functions use both. */
const desktop = { viewport: { value: 'desktop', isRotated: false } };

const meta = {
  title: 'Game/Equipment/EquipmentScreen',
  component: EquipmentScreen,
  parameters: {
    guidance: {
      do: [
        "Use it for /equipment: the title, help, equipment and backpack, with the board's drag and drop.",
        'Feed it the inventory: `undefined` while loading, `error` for a failed load.',
        'Keep the full-backpack warning: battle loot is lost when no slot is free.',
      ],
      dont: [
        "Don't add selling here: items are sold to vendors.",
        "Don't hide the equipment when the backpack is empty: the empty state sits beside it.",
      ],
    },
  },
  args: {
    data: pl.items,
    outfit: buildOutfit(3),
    characterName: 'Bożydar',
    onEquip: fn(),
    onUnequip: fn(),
    onMove: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof EquipmentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The title, help, equipment and backpack; clicking a backpack item equips it. */
export const Filled: Story = {
  globals: desktop,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 1, name: 'Ekwipunek' })).toBeInTheDocument();
    const helm = canvas.getByRole('button', { name: `Przenieś: ${pl.helm.name}` });
    await userEvent.click(helm);
    expect(args.onEquip).toHaveBeenCalledWith(pl.helm, expect.any(Array));
    // A mouse click draws no focus ring; user-event focuses through script, whose ring Chromium
    // draws or not by the frame's state. End as a mouse player sees it.
    helm.blur();
    await settle(helm);
  },
};

export const Loading: Story = {
  args: { data: undefined },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('status')).toHaveTextContent('Wczytywanie ekwipunku…');
  },
};

export const ErrorLoading: Story = {
  args: { data: undefined, error: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('alert')).toHaveTextContent('Coś poszło nie tak');
    await userEvent.click(canvas.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Nothing in the backpack: an empty state with a link to the shops; the equipment is still shown. */
export const EmptyBackpack: Story = {
  globals: desktop,
  args: { data: buildInventory(2, 'pl', 0) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { name: 'Twój plecak jest pusty' })).toBeInTheDocument();
    expect(canvas.getByRole('link', { name: 'Idź do kupców' })).toHaveAttribute('href', '#shop');
    expect(canvas.getByText('0/20 ·')).toBeInTheDocument();
  },
};

/** 20 of 20: the spec's warning that battle loot will be lost. */
export const FullBackpack: Story = {
  globals: desktop,
  args: { data: fullInventory() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText('Twój plecak jest pełny')).toBeInTheDocument();
    expect(canvas.getByText(/nie dostaniesz przedmiotów z walk/)).toBeInTheDocument();
    expect(canvas.getByText('20/20 ·')).toBeInTheDocument();
  },
};

/** The help dialog explains click, drag and the keyboard path. */
export const Help: Story = {
  globals: { locale: 'en' },
  args: { data: storyInventory('en').items, characterName: 'Bozydar' },
  play: async ({ canvasElement }) => {
    const help = within(canvasElement).getByRole('button', { name: 'Help: How equipment works' });
    await userEvent.click(help);
    const dialog = await within(document.body).findByRole('dialog');
    expect(within(dialog).getByText('Click an item to equip it or take it off.')).toBeInTheDocument();
    await settle(help);
  },
};

const en = storyInventory('en');

/** In English: the title, the equipment and the backpack. */
export const English: Story = {
  globals: { locale: 'en', ...desktop },
  args: { data: en.items, characterName: 'Bozydar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 1, name: 'Equipment' })).toBeInTheDocument();
    expect(canvas.getByRole('heading', { name: 'Backpack' })).toBeInTheDocument();
  },
};

/** Phone: the two tabs; long Polish names fit. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Plecak' }));
    await userEvent.click(canvas.getByRole('button', { name: `Załóż: ${pl.helm.name}` }));
    await waitFor(() => expect(args.onEquip).toHaveBeenCalledWith(pl.helm, expect.any(Array)));
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
