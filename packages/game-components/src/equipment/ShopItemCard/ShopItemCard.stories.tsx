import { buildShopItem, shopItemFixtures } from '@rpg/contracts/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { cardWidth } from '../../shared/private/card-stories.tsx';
import { ShopItemCard } from './ShopItemCard.tsx';

const item = buildShopItem(7);

const meta = {
  title: 'Game/Equipment/ShopItemCard',
  component: ShopItemCard,
  parameters: {
    guidance: {
      do: [
        'Use it for an item a vendor sells: the price with the gold icon and Buy.',
        "Set `affordable={false}` when the player's gold is short: the price is marked and the reason given.",
      ],
      dont: [
        "Don't use it for the player's own items: use ItemCard with the backpack or shop context.",
        "Don't hide sold-out items: they show as an empty slot.",
      ],
    },
  },
  args: { item, onBuy: fn(), affordable: true },
  decorators: [cardWidth(320)],
} satisfies Meta<typeof ShopItemCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The buy price with the gold icon, and Buy. */
export const ForSale: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText('Cena:')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: `Kup: ${item.name}` }));
    expect(args.onBuy).toHaveBeenCalledWith(item);
  },
};

/** While buying, the button is busy and a second click does nothing. */
export const Buying: Story = {
  args: { onBuy: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 300))) },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: `Kup: ${item.name}` });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(button);
    expect(args.onBuy).toHaveBeenCalledTimes(1);
  },
};

/** Too little gold: the price is marked, the reason is given, and Buy is disabled. */
export const NotAffordable: Story = {
  args: { item: shopItemFixtures.expensive, affordable: false },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: `Kup: ${shopItemFixtures.expensive.name}` });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Za mało złota');
  },
};

/** A sold-out item is an empty slot. */
export const Unavailable: Story = {
  args: { item: shopItemFixtures.unavailable },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('article', { name: 'Wyprzedane' })).toBeInTheDocument();
    expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const English: Story = {
  args: { item: buildShopItem(7, {}, 'en') },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText('Price:')).toBeInTheDocument();
    expect(within(canvasElement).getByRole('button', { name: /^Buy:/ })).toBeEnabled();
  },
};

/** A long name and a huge price in French at phone width, compact. */
export const StressFrenchPhoneCompact: Story = {
  args: { item: { ...shopItemFixtures.expensive, name: shopItemFixtures.longName.name }, size: 'compact' },
  globals: { locale: 'fr', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('button', { name: /^Acheter :/ })).toBeInTheDocument();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
