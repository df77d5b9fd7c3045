import { emptyInventorySlot, type InventorySlotType, MainInventoryType } from '@rpg/contracts';
import { buildInventory, buildOutfit } from '@rpg/contracts/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyInventory } from '../private/story-data.ts';
import { InventoryPanel } from './InventoryPanel.tsx';

const pl = storyInventory('pl');

const meta = {
  title: 'Game/Equipment/InventoryPanel',
  component: InventoryPanel,
  parameters: {
    guidance: {
      do: [
        'Use it to show what the character wears: head, torso, both hands, and the look-only bottom and hair.',
        'Turn the avatar off (`showAvatar={false}`) where the page draws it already.',
      ],
      dont: [
        "Don't use it to move items between slots: use EquipmentBoard.",
        "Don't rename the slots: the spec's labels are the game's words.",
      ],
    },
  },
  args: { items: pl.items, outfit: buildOutfit(3), characterName: 'Bożydar', onUnequip: fn() },
} satisfies Meta<typeof InventoryPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The six slots by the spec's labels; empty item slots show their placeholder, Bottom and hair the outfit. */
export const Equipped: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const labels = Array.from(canvasElement.querySelectorAll('li > span:first-child')).map((el) => el.textContent);
    expect(labels).toEqual(['Głowa', 'Tors', 'Prawa ręka', 'Lewa ręka', 'Dół', 'Włosy']);
    expect(canvas.getByRole('img', { name: 'Puste miejsce na hełm' })).toBeInTheDocument();
    expect(canvas.getByRole('img', { name: 'Puste miejsce na drugą rękę' })).toBeInTheDocument();
    expect(canvas.getAllByText('Tylko wygląd')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: `Zdejmij: ${pl.sword.name}` }));
    expect(args.onUnequip).toHaveBeenCalledWith(pl.sword);
  },
};

/** Nothing equipped and no outfit: four slot placeholders and two generic ones, no avatar. */
export const NothingEquipped: Story = {
  args: {
    items: [1, 2, 3, 4].map((slot) => emptyInventorySlot(slot as InventorySlotType, MainInventoryType.Inventory)),
    outfit: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.queryByRole('button')).toBeNull();
    expect(canvas.getAllByRole('img', { name: 'Puste miejsce' })).toHaveLength(2);
    expect(canvas.getByRole('img', { name: 'Puste miejsce na broń główną' })).toBeInTheDocument();
  },
};

export const English: Story = {
  args: { items: buildInventory(4, 'en'), characterName: 'Bozydar' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['Head', 'Torso', 'Right hand', 'Left hand', 'Bottom', 'Hair']) {
      expect(canvas.getByText(label)).toBeInTheDocument();
    }
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('img', { name: 'Bożydar' })).toBeVisible();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
