import { buildPremiumItem, premiumItemFixtures } from '@rpg/contracts/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { cardWidth } from '../../shared/private/card-stories.tsx';
import { PremiumItemCard } from './PremiumItemCard.tsx';

const item = buildPremiumItem(1);

const meta = {
  title: 'Game/Premium/PremiumItemCard',
  component: PremiumItemCard,
  parameters: {
    guidance: {
      do: [
        'Use it for a premium cosmetic on sale: name, picture, price, preview and buy.',
        "Keep buying behind 'Are you sure?': premium currency is real money.",
        "Pass `affordable={false}` when the player's premium currency is short: buy is disabled with the reason.",
      ],
      dont: [
        "Don't show buy for an owned item: the card shows a badge instead.",
        "Don't use it for items sold for gold: use ShopItemCard.",
      ],
    },
  },
  args: { item, onBuy: fn(), onPreview: fn() },
  decorators: [cardWidth('18rem')],
} satisfies Meta<typeof PremiumItemCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Name, the cosmetic on a mannequin, the price with the gem, preview and buy. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 3, name: item.name })).toBeInTheDocument();
    expect(canvas.getByRole('img', { name: `${item.name}, element stroju` })).toBeInTheDocument();
    expect(canvas.getByText(`${item.price} punktów premium`)).toBeInTheDocument();
  },
};

/** Buy asks 'Are you sure?' first; yes buys that item. */
export const BuyConfirmed: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Kup/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Czy na pewno?' });
    expect(dialog).toHaveTextContent(`Kupić za ${item.price} punktów premium element stroju: ${item.name}?`);
    expect(args.onBuy).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tak' }));
    expect(args.onBuy).toHaveBeenCalledWith(item);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Close (or Escape) cancels; focus goes back to the buy button. Keyboard only. */
export const BuyCancelledWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const buy = within(canvasElement).getByRole('button', { name: /^Kup/ });
    buy.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Czy na pewno?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(buy).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Czy na pewno?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(args.onBuy).not.toHaveBeenCalled();
  },
};

/** While the purchase runs, yes is busy and a second press does nothing. */
export const Buying: Story = {
  args: { onBuy: fn(() => new Promise<void>(() => {})) },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Kup/ }));
    const dialog = await screen.findByRole('dialog');
    const yes = within(dialog).getByRole('button', { name: 'Tak' });
    await userEvent.click(yes);
    await waitFor(() => expect(yes).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(yes);
    expect(args.onBuy).toHaveBeenCalledOnce();
  },
};

export const Preview: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Podgląd/ }));
    expect(args.onPreview).toHaveBeenCalledWith(item);
  },
};

/** Owned: a badge, no buy button; preview stays. */
export const Owned: Story = {
  args: { item: premiumItemFixtures.owned },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText('Posiadany')).toBeInTheDocument();
    expect(canvas.queryByRole('button', { name: /^Kup/ })).toBeNull();
  },
};

/** Too expensive: buy is disabled and says why. */
export const NotAffordable: Story = {
  args: { item: premiumItemFixtures.expensive, affordable: false },
  play: async ({ canvasElement }) => {
    const buy = within(canvasElement).getByRole('button', { name: /^Kup/ });
    expect(buy).toBeDisabled();
    expect(buy).toHaveAccessibleDescription('Za mało punktów premium');
  },
};

/** No picture: the item placeholder. */
export const MissingImage: Story = {
  args: { item: premiumItemFixtures.missingImage },
};

export const English: Story = {
  args: { item: buildPremiumItem(2, {}, 'en') },
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Buy/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(args.onBuy).toHaveBeenCalledWith(args.item);
  },
};

/** A very long Polish name and a huge price in German at phone width. */
export const StressLongNamePhone: Story = {
  args: { item: { ...premiumItemFixtures.longName, price: 987_654_321 } },
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

/**
 * A German cosmetic's name ("Kastanienbrauner Dutt") at 390 px, the card as wide as a column of the phone's
 * two-column shop: the long word is hyphenated where German allows, never split without a hyphen in a browser
 * that hyphenates German.
 */
export const GermanLongWordPhone: Story = {
  args: { item: buildPremiumItem(4, { name: 'Kastanienbrauner Dutt' }) },
  decorators: [cardWidth('10.5rem')],
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(document.documentElement.lang).toBe('de');
    expect(within(canvasElement).getByRole('heading', { name: 'Kastanienbrauner Dutt' })).toBeInTheDocument();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
