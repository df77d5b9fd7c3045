import { InventorySlotType, ItemRarity } from '@rpg/contracts';
import { buildInventoryGameItem, inventoryGameItemFixtures } from '@rpg/contracts/fixtures';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { cardWidth } from '../../shared/private/card-stories.tsx';
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
  parameters: {
    guidance: {
      do: [
        "Use it for any equipment item; set `context` (backpack, equipped, shop) and it offers that context's action.",
        'Use the compact variant in grids: the details show on hover, focus or tap.',
        "Return the action's promise: the button shows loading and ignores repeat clicks.",
      ],
      dont: [
        "Don't use it for items on sale: use ShopItemCard, which shows the buy price.",
        "Don't show the rarity by colour alone: the card carries the rarity word too.",
      ],
    },
  },
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

/** The sword a backpack item is compared with (equipped in its slot). */
const equippedSword = buildInventoryGameItem(7, {
  name: 'Krótki miecz',
  inventoryType: InventorySlotType.Weapon1,
  rarity: ItemRarity.Common,
  force: 1,
  intelligence: 0,
  dexterity: 0,
  endurance: 0,
  armor: 0,
  minDmg: 2,
  maxDmg: 5,
});

const compactWidth: Decorator = (Story) => (
  <div style={{ width: 140, minHeight: 360 }}>
    <Story />
  </div>
);

const hoverLayer = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-hover-card-layer]');

/** A compact backpack card: a mouse over it shows its details beside it, with the comparison; leaving hides them. */
export const CompactHoverCompares: Story = {
  args: { size: 'compact', compareWith: equippedSword },
  decorators: [compactWidth],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const layer = hoverLayer(canvasElement);
    await expect(layer).not.toBeVisible();
    await userEvent.hover(canvas.getByRole('article', { name: sword.name }));
    await waitFor(() => expect(layer).toBeVisible());
    await expect(layer).toHaveTextContent('W porównaniu z: Krótki miecz (założone)');
    await expect(layer).toHaveTextContent('+2 / +4');
    // A visual copy: screen readers read the same details inside the card, once.
    await expect(layer).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByRole('table', { name: 'W porównaniu z: Krótki miecz (założone)' })).toBeInTheDocument();
    await userEvent.unhover(canvas.getByRole('article', { name: sword.name }));
    await waitFor(() => expect(layer).not.toBeVisible());
  },
};

/** Keyboard focus on the card's picture (its details button) shows the details; Escape hides them. */
export const CompactFocusAndEscape: Story = {
  args: { size: 'compact', compareWith: equippedSword },
  decorators: [compactWidth],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const layer = hoverLayer(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: `Szczegóły: ${sword.name}` })).toHaveFocus();
    await waitFor(() => expect(layer).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(layer).not.toBeVisible());
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: `Załóż: ${sword.name}` })).toHaveFocus();
    await waitFor(() => expect(layer).toBeVisible());
  },
};

/**
 * A click (or tap, or Enter) on the picture opens the details in a dialog with the card's action:
 * Equip from there equips and closes it; Escape closes it and returns focus.
 */
export const CompactDetailsDialog: Story = {
  args: { size: 'compact', compareWith: null },
  decorators: [compactWidth],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const picture = canvas.getByRole('button', { name: `Szczegóły: ${sword.name}` });
    await userEvent.click(picture);
    const dialog = await body.findByRole('dialog', { name: sword.name });
    // Visible once the dialog has faded in.
    await waitFor(() =>
      expect(within(dialog).getByRole('table', { name: 'Nic nie jest założone w tym miejscu' })).toBeVisible(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(picture).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const again = await body.findByRole('dialog', { name: sword.name });
    await userEvent.click(within(again).getByRole('button', { name: `Załóż: ${sword.name}` }));
    await expect(args.onEquip).toHaveBeenCalledWith(sword);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/**
 * On a drag handle (the equipment board), a mouse click keeps the handle's own meaning and a finger's
 * tap opens the details with the action instead: a phone player sees the item before equipping it.
 */
export const CompactHandleTapShowsDetails: Story = {
  args: { size: 'compact', compareWith: equippedSword },
  decorators: [compactWidth],
  render: function Render(args) {
    return (
      <ItemCard
        {...args}
        dragHandleProps={{
          role: 'button',
          tabIndex: 0,
          'aria-label': `Przenieś: ${sword.name}`,
          onClick: args.onUnequip ? () => args.onUnequip?.(sword) : undefined,
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const handle = canvas.getByRole('button', { name: `Przenieś: ${sword.name}` });
    await userEvent.click(handle);
    await expect(args.onUnequip).toHaveBeenCalledTimes(1);
    await expect(body.queryByRole('dialog')).toBeNull();
    // A tap: pointer events of a touch pointer, then the click the browser makes of it.
    fireEvent.pointerDown(handle, { pointerType: 'touch', button: 0, pointerId: 7 });
    fireEvent.pointerUp(handle, { pointerType: 'touch', button: 0, pointerId: 7 });
    fireEvent.click(handle);
    const dialog = await body.findByRole('dialog', { name: sword.name });
    await waitFor(() => expect(within(dialog).getByText('W porównaniu z: Krótki miecz (założone)')).toBeVisible());
    await expect(args.onUnequip).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: `Załóż: ${sword.name}` }));
    await expect(args.onEquip).toHaveBeenCalledWith(sword);
  },
};

/** At phone width the details dialog fits the screen. */
export const CompactDetailsOnPhone: Story = {
  args: { size: 'compact', compareWith: equippedSword },
  decorators: [compactWidth],
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: `Szczegóły: ${sword.name}` }));
    const dialog = await body.findByRole('dialog', { name: sword.name });
    await waitFor(() => {
      const rect = dialog.getBoundingClientRect();
      expect(rect.left).toBeGreaterThanOrEqual(0);
      expect(rect.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
    });
  },
};
