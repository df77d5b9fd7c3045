import { buildPremiumHistory, buildPremiumPurchase, longText } from '@rpg/contracts/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PremiumHistory } from './PremiumHistory.tsx';

const purchases = buildPremiumHistory(5);

const meta = {
  title: 'Game/Premium/PremiumHistory',
  component: PremiumHistory,
  parameters: {
    guidance: {
      do: [
        "Use it for the player's premium purchases, newest first: date, what was bought, price.",
        'Pass the `timeZone` the rest of the app uses, so dates agree.',
        'Hide the caption (`captionHidden`) when a heading right above says the same.',
      ],
      dont: [
        "Don't mix gold purchases into it: it lists premium currency only.",
        "Don't sort it differently from the server: newest first.",
      ],
    },
  },
  args: { purchases, timeZone: 'UTC' },
} satisfies Meta<typeof PremiumHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Items and premium time, newest first: date, purchase, price. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Zakupy premium' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(purchases.length + 1);
    expect(within(table).getByRole('columnheader', { name: 'Data' })).toBeInTheDocument();
    const first = rows[1];
    if (!first) throw new Error('no first row');
    expect(within(first).getByRole('rowheader')).toHaveTextContent(purchases[0]?.item ?? '');
    expect(within(first).getByText('14 sty 2025, 12:00')).toBeInTheDocument();
    expect(within(table).getAllByText('100 punktów premium').length).toBeGreaterThan(0);
  },
};

export const Empty: Story = {
  args: { purchases: [] },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText('Nie masz jeszcze żadnych zakupów za punkty premium.')).toBeInTheDocument();
  },
};

/** One purchase: the Polish singular. */
export const SinglePoint: Story = {
  args: { purchases: [buildPremiumPurchase(1, { price: 1 })] },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText('1 punkt premium')).toBeInTheDocument();
  },
};

export const English: Story = {
  args: { purchases: buildPremiumHistory(4, 'en') },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Premium purchases' });
    expect(within(table).getAllByText('Premium time, 7 days').length).toBe(2);
    expect(within(table).getByText('Jan 14, 2025, 12:00 PM')).toBeInTheDocument();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

/** A very long name and a huge price in German at phone width. */
export const StressGermanPhone: Story = {
  args: { purchases: [buildPremiumPurchase(99, { item: longText.pl, price: 987_654_321 }), ...purchases] },
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
