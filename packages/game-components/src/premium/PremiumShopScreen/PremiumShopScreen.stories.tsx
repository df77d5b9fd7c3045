import type { PremiumItem } from '@rpg/contracts';
import { buildOutfit, buildPremiumItem, buildPremiumShop } from '@rpg/contracts/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectAnswer, withAnswers } from '../../shared/private/answer-stories.tsx';
import { playLoading } from '../../shared/private/screen-stories.ts';
import { PremiumShopScreen } from './PremiumShopScreen.tsx';

const now = '2025-01-15T12:00:00.000Z';
const shop = buildPremiumShop(1);
const firstItem = shop.premiumItems[0] as PremiumItem;

const meta = {
  title: 'Game/Premium/PremiumShopScreen',
  component: PremiumShopScreen,
  parameters: {
    // The preview dialog opens over the screen: framed on the docs page.
    docs: { opensModal: (args: { previewItem?: unknown }) => args.previewItem !== undefined },
    guidance: {
      do: [
        'Use it for /premium-shop: cosmetics with preview and buy, premium time, and links to the history and the point packs.',
        "Feed it the route's data: `undefined` while loading, `error` for a failed load.",
        'Answer a purchase with `{ isSuccess: false }` when the server refused: the screen shows the refusal; otherwise a toast says it is bought.',
      ],
      dont: [
        "Don't refetch the shop to show a purchase: update the data you pass in.",
        "Don't call premium currency anything but its glossary term in the texts.",
      ],
    },
  },
  decorators: [withAnswers],
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
    expect(canvas.getByRole('link', { name: 'Historia zakupów' })).toHaveAttribute('href', '#premiumHistory');
    expect(canvas.getByRole('link', { name: 'Kup punkty premium' })).toHaveAttribute('href', '#buyPremiumPoints');
    expect(canvas.getAllByRole('article')).toHaveLength(shop.premiumItems.length);
    expect(canvas.getByRole('heading', { level: 2, name: 'Czas premium' })).toBeInTheDocument();
    const card = within(canvas.getByRole('article', { name: firstItem.name }));
    await userEvent.click(card.getByRole('button', { name: /^Podgląd/ }));
    expect(args.onPreview).toHaveBeenCalledWith(firstItem);
    await userEvent.click(card.getByRole('button', { name: /^Kup/ }));
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

/** The previewed item was bought meanwhile: the shop's data says owned, so the preview offers no buy. */
export const PreviewAfterPurchase: Story = {
  args: {
    data: { ...shop, premiumItems: shop.premiumItems.map((item) => ({ ...item, isOwned: item.id === firstItem.id })) },
    previewItem: { ...firstItem, isOwned: false },
    previewOutfit: buildOutfit(7, { back: firstItem.cosmeticItemImagePath }),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: firstItem.name });
    expect(within(dialog).queryByRole('button', { name: /^Kup/ })).toBeNull();
  },
};

export const PreviewLoading: Story = {
  args: { previewItem: firstItem, previewOutfit: undefined },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: firstItem.name });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Wczytywanie podglądu…');
  },
};

/** The server refused the purchase (isSuccess false: the balance was not known to be short): the refusal is shown. */
export const BuyRefused: Story = {
  args: { premiumCurrency: undefined, onBuy: fn(async () => ({ isSuccess: false })) },
  play: async ({ args, canvasElement }) => {
    const card = within(within(canvasElement).getByRole('article', { name: firstItem.name }));
    await userEvent.click(card.getByRole('button', { name: /^Kup/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Czy na pewno?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Tak' }));
    expect(args.onBuy).toHaveBeenCalledWith(firstItem);
    const refusal = await screen.findByRole('dialog', { name: 'Wiadomość' });
    expect(within(refusal).getByText('Nie masz dość punktów premium, by to kupić')).toBeInTheDocument();
    await userEvent.click(within(refusal).getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** A purchase the server accepts opens no refusal; a toast says it is bought. */
export const BuyAccepted: Story = {
  args: { onBuy: fn(async () => ({ isSuccess: true })) },
  play: async ({ args, canvasElement }) => {
    const card = within(within(canvasElement).getByRole('article', { name: firstItem.name }));
    await userEvent.click(card.getByRole('button', { name: /^Kup/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Czy na pewno?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Tak' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Czy na pewno?' })).toBeNull());
    expect(args.onBuy).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog', { name: 'Wiadomość' })).toBeNull();
    await expectAnswer(new RegExp(`^Kupiono: ${firstItem.name}\\.`));
  },
};

/**
 * Bought from the preview and accepted: the preview closes (onPreviewClose) and a toast says it is bought,
 * instead of the dialog staying open in silence.
 */
export const BuyFromPreviewAccepted: Story = {
  args: {
    previewItem: firstItem,
    previewOutfit: buildOutfit(7, { back: firstItem.cosmeticItemImagePath }),
    onBuy: fn(async () => ({ isSuccess: true })),
  },
  play: async ({ args }) => {
    const preview = await screen.findByRole('dialog', { name: firstItem.name });
    await userEvent.click(within(preview).getByRole('button', { name: /^Kup za/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Czy na pewno?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Tak' }));
    expect(args.onBuy).toHaveBeenCalledWith(firstItem);
    await waitFor(() => expect(args.onPreviewClose).toHaveBeenCalledOnce());
    await expectAnswer(new RegExp(`^Kupiono: ${firstItem.name}\\.`));
    expect(screen.queryByRole('dialog', { name: 'Wiadomość' })).toBeNull();
  },
};

/** Premium time bought: a toast says so. */
export const PremiumTimeBought: Story = {
  args: { onBuyPremiumTime: fn(async () => ({ isSuccess: true })) },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Kup czas premium' }));
    const confirm = await screen.findByRole('dialog', { name: 'Czy na pewno?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Tak' }));
    expect(args.onBuyPremiumTime).toHaveBeenCalledOnce();
    await expectAnswer(/^Kupiono czas premium/);
  },
};

/** Bought from the preview and refused: the refusal shows over the preview. */
export const BuyFromPreviewRefused: Story = {
  args: {
    premiumCurrency: undefined,
    previewItem: firstItem,
    previewOutfit: buildOutfit(7, { back: firstItem.cosmeticItemImagePath }),
    onBuy: fn(async () => ({ isSuccess: false })),
  },
  play: async ({ args }) => {
    const preview = await screen.findByRole('dialog', { name: firstItem.name });
    await userEvent.click(within(preview).getByRole('button', { name: /^Kup za/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Czy na pewno?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Tak' }));
    expect(args.onBuy).toHaveBeenCalledWith(firstItem);
    const refusal = await screen.findByRole('dialog', { name: 'Wiadomość' });
    expect(within(refusal).getByText('Nie masz dość punktów premium, by to kupić')).toBeInTheDocument();
  },
};

/** Premium time refused by the server: the same refusal. */
export const PremiumTimeRefused: Story = {
  args: { premiumCurrency: undefined, onBuyPremiumTime: fn(async () => ({ isSuccess: false })) },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Kup czas premium' }));
    const confirm = await screen.findByRole('dialog', { name: 'Czy na pewno?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Tak' }));
    expect(args.onBuyPremiumTime).toHaveBeenCalledOnce();
    expect(await screen.findByRole('dialog', { name: 'Wiadomość' })).toBeInTheDocument();
  },
};

export const Loading: Story = { args: { data: undefined }, play: playLoading };

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
