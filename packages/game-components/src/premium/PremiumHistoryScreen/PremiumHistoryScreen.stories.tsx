import { buildPremiumHistory } from '@rpg/contracts/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { playLoading } from '../../shared/private/screen-stories.ts';
import { PremiumHistoryScreen } from './PremiumHistoryScreen.tsx';

const meta = {
  title: 'Game/Premium/PremiumHistoryScreen',
  component: PremiumHistoryScreen,
  parameters: {
    guidance: {
      do: [
        'Use it for /premium-shop/history: the purchase table with loading, error, empty and the way back.',
        "Feed it the route's data: `undefined` while loading, `error` for a failed load.",
      ],
      dont: ["Don't offer buying here: the history only looks back.", "Don't drop the back link in the empty state."],
    },
  },
  args: { data: buildPremiumHistory(6), timeZone: 'UTC', onRetry: fn() },
} satisfies Meta<typeof PremiumHistoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 1, name: 'Historia zakupów' })).toBeInTheDocument();
    expect(canvas.getByRole('link', { name: /Wróć do sklepu premium/ })).toHaveAttribute('href', '#premiumShop');
    expect(within(canvas.getByRole('table', { name: 'Zakupy premium' })).getAllByRole('row')).toHaveLength(7);
  },
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText('Nie masz jeszcze żadnych zakupów za punkty premium.')).toBeInTheDocument();
    expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Loading: Story = { args: { data: undefined }, play: playLoading };

export const LoadFailed: Story = {
  args: { data: undefined, error: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const retry = canvas.getByRole('button', { name: 'Spróbuj ponownie' });
    retry.focus();
    await userEvent.keyboard('{Enter}');
    expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const English: Story = {
  args: { data: buildPremiumHistory(4, 'en') },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 1, name: 'Purchase history' })).toBeInTheDocument();
    expect(canvas.getByRole('link', { name: /Back to the premium shop/ })).toBeInTheDocument();
  },
};

export const StressGermanPhone: Story = {
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
