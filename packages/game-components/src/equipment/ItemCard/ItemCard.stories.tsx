import { InventorySlotType, ItemRarity } from '@rpg/contracts';
import { buildInventoryGameItem, inventoryGameItemFixtures } from '@rpg/contracts/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { cardWidth } from '../../shared/private/cardStories.tsx';
import { ItemCard } from './ItemCard.tsx';

const sword = buildInventoryGameItem(12, {
  inventoryType: InventorySlotType.Weapon1,
  rarity: ItemRarity.Rare,
  force: 3,
  intelligence: 0,
  dexterity: 2,
  endurance: 0,
  armor: 0,
  minDmg: 4,
  maxDmg: 9,
  sellValue: 45,
});

const meta = {
  title: 'Game/Equipment/ItemCard',
  component: ItemCard,
  args: { item: sword, context: 'backpack', onEquip: fn(), onUnequip: fn(), onSell: fn() },
  decorators: [cardWidth(320)],
} satisfies Meta<typeof ItemCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A backpack item: name, rarity word, only the non-zero stats, the sell value, and Equip. */
export const Backpack: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: sword.name });
    expect(within(card).getByText('Rzadki')).toBeInTheDocument();
    const terms = within(card)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(['Siła', 'Zręczność', 'Obrażenia', 'Wartość sprzedaży:']);
    expect(within(card).getByText('4–9')).toBeInTheDocument();
    expect(within(card).getByText('45')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: `Załóż: ${sword.name}` }));
    expect(args.onEquip).toHaveBeenCalledWith(sword);
    expect(args.onUnequip).not.toHaveBeenCalled();
  },
};

/** An equipped item offers Unequip. */
export const Equipped: Story = {
  args: { context: 'equipped' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: `Zdejmij: ${sword.name}` }));
    expect(args.onUnequip).toHaveBeenCalledWith(sword);
  },
};

/** Inside a shop the action is Sell; while the sale is pending the button is busy and repeated clicks are ignored. */
export const ShopPending: Story = {
  args: { context: 'shop', onSell: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 300))) },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: `Sprzedaj: ${sword.name}` });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(button);
    expect(args.onSell).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy', 'true'));
  },
};

/** An empty slot: the slot type's placeholder and a disabled "No equipment" button. */
export const EmptySlot: Story = {
  args: { item: inventoryGameItemFixtures.emptySlot, context: 'equipped' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('article', { name: 'Puste miejsce' })).toBeInTheDocument();
    expect(canvas.getByRole('button', { name: 'Brak ekwipunku' })).toBeDisabled();
    expect(canvasElement.querySelector('[data-slot-placeholder="helmet"]')).not.toBeNull();
  },
};

/** Every rarity: a coloured frame and, for colour-blind players, the rarity word. */
export const EveryRarity: Story = {
  render: (args) => (
    <ul style={{ display: 'grid', gap: 12, listStyle: 'none', margin: 0, padding: 0 }}>
      {inventoryGameItemFixtures.everyRarity.map((item) => (
        <li key={item.id}>
          <ItemCard {...args} item={item} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const words = Array.from(canvasElement.querySelectorAll('article')).map((card) => card.dataset.rarity);
    expect(words).toEqual(['common', 'uncommon', 'rare']);
    for (const word of ['Zwykły', 'Niezwykły', 'Rzadki']) expect(within(canvasElement).getByText(word)).toBeVisible();
  },
};

/** No picture, or one that fails: the placeholder item picture; zero stats: "No bonuses". */
export const MissingImageAndNoStats: Story = {
  args: { item: { ...inventoryGameItemFixtures.zeroStats, imagePath: '/images/items/does-not-exist.svg' } },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText('Brak premii')).toBeInTheDocument();
    await waitFor(() =>
      expect(canvasElement.querySelector('article img')).toHaveAttribute('src', '/images/fallbacks/item.svg'),
    );
  },
};

/** Negative stats are shown with a minus in the warning colour. */
export const NegativeStats: Story = {
  args: { item: inventoryGameItemFixtures.negativeStats, context: 'equipped' },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText('−3')).toBeInTheDocument();
  },
};

export const English: Story = {
  args: { item: buildInventoryGameItem(12, { ...sword, name: 'Rusty Sword' }, 'en') },
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText('Rare')).toBeInTheDocument();
    expect(canvas.getByText('Force')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Equip: Rusty Sword' }));
    expect(args.onEquip).toHaveBeenCalledTimes(1);
  },
};

/** The compact grid variant: picture, name and rarity; the stats stay for screen readers. */
export const Compact: Story = {
  args: { size: 'compact' },
  decorators: [
    (Story) => (
      <div style={{ width: 120 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText('Rzadki')).toBeVisible();
    expect(canvas.getByText('Siła')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: `Załóż: ${sword.name}` }));
    expect(args.onEquip).toHaveBeenCalledWith(sword);
  },
};

/** Long names and huge numbers in German at phone width: nothing overflows. */
export const StressGermanPhone: Story = {
  args: { item: { ...inventoryGameItemFixtures.hugeStats, name: inventoryGameItemFixtures.longName.name } },
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText('Geschicklichkeit')).toBeInTheDocument();
    expect(within(canvasElement).getByRole('button', { name: /^Ausrüsten:/ })).toBeInTheDocument();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
