import { buildOutfit, buildPremiumItem, buildPremiumShop, type PremiumItem } from '@rpg/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { PremiumShopScreen } from './PremiumShopScreen.tsx';

const now = '2025-01-15T12:00:00.000Z';
const shop = buildPremiumShop(1);
const firstItem = shop.premiumItems[0] as PremiumItem;

const meta = {
  title: 'Game/Premium/Screens/PremiumShopScreen',
  component: PremiumShopScreen,
  args: {
    data: shop,
    now,
    timeZone: 'UTC',
    premiumCurrency: 150,
    onBuy: fn(),
    onBuyPremiumTime: fn(),
    onPreview: fn(),
    onPreviewClose: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof PremiumShopScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Item cards, premium time, links to the history and the point packs; buy asks first. */
export const Filled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 1, name: 'Sklep premium' })).toBeInTheDocument();
    expect(canvas.getByRole('link', { name: 'Historia zakupów' })).toHaveAttribute('href', '/premium-shop/history');
    expect(canvas.getByRole('link', { name: 'Kup punkty premium' })).toHaveAttribute(
      'href',
      '/premium-shop/buy-premium-points',
    );
    expect(canvas.getAllByRole('article')).toHaveLength(shop.premiumItems.length);
    expect(canvas.getByRole('heading', { level: 2, name: 'Czas premium' })).toBeInTheDocument();
    const card = within(canvas.getByRole('article', { name: firstItem.name }));
    await userEvent.click(card.getByRole('button', { name: 'Podgląd' }));
    expect(args.onPreview).toHaveBeenCalledWith(firstItem);
    await userEvent.click(card.getByRole('button', { name: 'Kup' }));
    const dialog = await screen.findByRole('dialog', { name: 'Czy na pewno?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tak' }));
    expect(args.onBuy).toHaveBeenCalledWith(firstItem);
  },
};

/** The preview dialog, driven by previewItem/previewOutfit; close calls onPreviewClose. */
export const PreviewOpen: Story = {
  args: { previewItem: firstItem, previewOutfit: buildOutfit(7, { back: firstItem.cosmeticItemImagePath }) },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: firstItem.name });
    expect(within(dialog).getByRole('img', { name: new RegExp(firstItem.name) })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(args.onPreviewClose).toHaveBeenCalledOnce());
  },
};

export const PreviewLoading: Story = {
  args: { previewItem: firstItem, previewOutfit: undefined },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: firstItem.name });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Wczytywanie podglądu…');
  },
};

export const Loading: Story = {
  args: { data: undefined },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  args: { data: undefined, error: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('alert')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Nothing on offer; premium time is still sold (active here). */
export const EmptyWithPremiumTime: Story = {
  args: { data: { ...buildPremiumShop(1, 'pl', true), premiumItems: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText('Obecnie nie ma żadnych kosmetyków w ofercie.')).toBeInTheDocument();
    expect(canvas.getByText('Aktywny')).toBeInTheDocument();
  },
};

export const English: Story = {
  args: { data: buildPremiumShop(1, 'en'), premiumCurrency: 20 },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 1, name: 'Premium shop' })).toBeInTheDocument();
    expect(canvas.getByText(/You have 20 premium points/)).toBeInTheDocument();
    expect(canvas.getByRole('button', { name: 'Buy premium time' })).toBeDisabled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

export const StressGermanPhone: Story = {
  args: {
    data: { ...shop, premiumItems: [buildPremiumItem(1, { price: 987_654_321 }), ...shop.premiumItems.slice(1)] },
    premiumCurrency: 1_234_567,
  },
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
