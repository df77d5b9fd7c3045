import { buildPremiumShop } from '@rpg/contracts/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { PremiumTimeCard } from './PremiumTimeCard.tsx';

/** The fixtures' clock: 2025-01-15 12:00 UTC. */
const now = '2025-01-15T12:00:00.000Z';
const activeShop = buildPremiumShop(1, 'pl', true);

const meta = {
  title: 'Game/Premium/PremiumTimeCard',
  component: PremiumTimeCard,
  parameters: {
    guidance: {
      do: [
        'Use it for premium time: whether it is active and until when, what it gives, and buying more days.',
        'Inject `now` and the `timeZone`, so the status and the end date are deterministic.',
        'Pass `premiumCurrency` so an unaffordable purchase is disabled with the reason.',
      ],
      dont: [
        "Don't treat a past end date as active: the card shows it as inactive.",
        "Don't buy without the confirmation.",
      ],
    },
  },
  args: { premiumTime: { premiumTimeEndsAt: null }, now, premiumCurrency: 250, onBuy: fn(), timeZone: 'UTC' },
} satisfies Meta<typeof PremiumTimeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No premium time: the benefit and the offer, 100 premium for 7 days. */
export const Inactive: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 2, name: 'Czas premium' })).toBeInTheDocument();
    expect(canvas.getByText('Nieaktywny')).toBeInTheDocument();
    expect(canvas.getByText('100 punktów premium za 7 dni')).toBeInTheDocument();
    expect(canvas.getByText(/co 2 minuty zamiast co 3/)).toBeInTheDocument();
  },
};

/** Active until a date (ends a week after the fixtures' clock). */
export const Active: Story = {
  args: { premiumTime: { premiumTimeEndsAt: activeShop.premiumTimeEndsAt } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText('Aktywny')).toBeInTheDocument();
    expect(canvas.getByText('Aktywny do 22 stycznia 2025 12:00')).toBeInTheDocument();
    expect(canvas.getByRole('button', { name: 'Przedłuż czas premium' })).toBeEnabled();
  },
};

/** An end date in the past counts as inactive. */
export const Expired: Story = {
  args: { premiumTime: { premiumTimeEndsAt: '2025-01-10T12:00:00.000Z' } },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText('Nieaktywny')).toBeInTheDocument();
  },
};

/** Buy asks 'Are you sure?' and buys on yes (keyboard). */
export const BuyConfirmed: Story = {
  play: async ({ args, canvasElement }) => {
    within(canvasElement).getByRole('button', { name: 'Kup czas premium' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Czy na pewno?' });
    expect(dialog).toHaveTextContent('Kupić 7 dni czasu premium za 100 punktów premium?');
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Tak' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(args.onBuy).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const BuyCancelled: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Kup czas premium' }));
    const dialog = await screen.findByRole('dialog', { name: 'Czy na pewno?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(args.onBuy).not.toHaveBeenCalled();
  },
};

/** While the purchase runs, yes is busy and pressing again does nothing. */
export const Buying: Story = {
  args: { onBuy: fn(() => new Promise<void>(() => {})) },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Kup czas premium' }));
    const yes = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Tak' });
    await userEvent.click(yes);
    await waitFor(() => expect(yes).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(yes);
    expect(args.onBuy).toHaveBeenCalledOnce();
  },
};

/** Fewer than 100 premium points: disabled, with the reason. */
export const NotAffordable: Story = {
  args: { premiumCurrency: 40 },
  play: async ({ canvasElement }) => {
    const buy = within(canvasElement).getByRole('button', { name: 'Kup czas premium' });
    expect(buy).toBeDisabled();
    expect(buy).toHaveAccessibleDescription('Za mało punktów premium');
  },
};

export const English: Story = {
  args: { premiumTime: { premiumTimeEndsAt: activeShop.premiumTimeEndsAt } },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText('Active until January 22, 2025 at 12:00 PM')).toBeInTheDocument();
    expect(canvas.getByText('100 premium points for 7 days')).toBeInTheDocument();
  },
};

export const StressGermanPhone: Story = {
  args: { premiumTime: { premiumTimeEndsAt: activeShop.premiumTimeEndsAt } },
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('button', { name: 'Premiumzeit verlängern' })).toBeInTheDocument();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
