import { buildOutfit, buildPremiumItem, premiumItemFixtures } from '@rpg/contracts/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { playCloseWithKeyboard, reopenable } from '../../shared/private/dialog-stories.tsx';
import { PremiumPreviewDialog } from './PremiumPreviewDialog.tsx';

const item = buildPremiumItem(1);
const outfit = buildOutfit(7, { back: item.cosmeticItemImagePath });

const Harness = reopenable(PremiumPreviewDialog);

const meta = {
  title: 'Game/Premium/PremiumPreviewDialog',
  component: PremiumPreviewDialog,
  parameters: {
    guidance: {
      do: [
        'Use it to show the character wearing a premium cosmetic before buying it.',
        "Pass `outfit` as `undefined` while the server's preview loads: the dialog says it is loading.",
        "Set `canBuy` only when the player may buy it; buying still asks 'Are you sure?'.",
      ],
      dont: [
        "Don't offer buy for an owned item.",
        "Don't open a second dialog over it except the purchase's confirmation or refusal.",
      ],
    },
  },
  args: { open: true, onOpenChange: fn(), item, outfit, canBuy: true, onBuy: fn() },
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof PremiumPreviewDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The character wearing the item, its price, close and buy. */
export const Default: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: item.name });
    expect(
      within(dialog).getByRole('img', { name: `Twoja postać w elemencie stroju: ${item.name}` }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: `Kup za ${item.price} punktów premium` })).toBeInTheDocument();
  },
};

/** The preview outfit is still on its way. */
export const Loading: Story = {
  args: { outfit: undefined },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: item.name });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Wczytywanie podglądu…');
    expect(within(dialog).queryByRole('img', { name: /Twoja postać/ })).toBeNull();
  },
};

/** Buy asks 'Are you sure?'; yes buys the item. */
export const BuyConfirmed: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: item.name });
    await userEvent.click(within(dialog).getByRole('button', { name: /^Kup za/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Czy na pewno?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Tak' }));
    expect(args.onBuy).toHaveBeenCalledWith(item);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Czy na pewno?' })).toBeNull());
  },
};

/** Close and Escape close the dialog; focus returns to the opener. */
export const CloseWithKeyboard: Story = {
  args: { open: false },
  play: playCloseWithKeyboard(item.name, 'onBuy'),
};

/** Buying not allowed (or already owned): only close. */
export const CannotBuy: Story = {
  args: { canBuy: false },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: item.name });
    expect(within(dialog).queryByRole('button', { name: /^Kup/ })).toBeNull();
  },
};

export const Owned: Story = {
  args: { item: premiumItemFixtures.owned },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: /^Kup/ })).toBeNull();
  },
};

export const English: Story = {
  args: { item: buildPremiumItem(1, {}, 'en') },
  globals: { locale: 'en' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Ermine cloak' });
    expect(within(dialog).getByRole('button', { name: /^Buy for \d+ premium points$/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  },
};

/** Phone: the dialog is a sheet; the 320 px avatar fits; German labels. */
export const StressGermanPhone: Story = {
  args: { item: { ...premiumItemFixtures.longName, price: 987_654_321 } },
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    await screen.findByRole('dialog');
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
