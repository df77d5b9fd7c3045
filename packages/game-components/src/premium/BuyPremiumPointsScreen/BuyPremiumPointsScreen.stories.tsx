import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { BuyPremiumPointsScreen } from './BuyPremiumPointsScreen.tsx';

const meta = {
  title: 'Game/Premium/BuyPremiumPointsScreen',
  component: BuyPremiumPointsScreen,
  parameters: {
    guidance: {
      do: [
        'Use it for /premium-shop/buy-premium-points: the point packs and the way back to the shop.',
        'Keep it honest: every buy explains that payments are not available yet.',
      ],
      dont: ["Don't suggest that something was charged.", "Don't change the packs here: they come from the contract."],
    },
  },
} satisfies Meta<typeof BuyPremiumPointsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The three packs, a back link, and buttons that explain payments are not available yet. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 1, name: 'Kup punkty premium' })).toBeInTheDocument();
    expect(canvas.getByRole('link', { name: /Wróć do sklepu premium/ })).toHaveAttribute('href', '#premiumShop');
    expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Kup' })[2] as HTMLElement);
    expect(await screen.findByRole('dialog', { name: 'Płatności nie są jeszcze dostępne' })).toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 1, name: 'Buy premium points' })).toBeInTheDocument();
    expect(canvas.getByRole('heading', { level: 2, name: '200 premium points' })).toBeInTheDocument();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

export const StressGermanPhone: Story = {
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
