import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { NotEnoughCashDialog } from './NotEnoughCashDialog.tsx';

const meta = {
  title: 'Game/Shared/NotEnoughCashDialog',
  component: NotEnoughCashDialog,
  parameters: {
    guidance: {
      do: [
        "Open it when the server refused a purchase for lack of money: 'Message' with the spec's text.",
        "Set `currency='premium'` in the premium shop, so it names premium points instead of gold.",
      ],
      dont: [
        "Don't open it before the player tried to buy: disable the buy button with the reason instead.",
        "Don't use it for other errors: use the screen's error state or a Toast.",
      ],
    },
  },
  args: { open: true, onOpenChange: fn() },
} satisfies Meta<typeof NotEnoughCashDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The translated 'Message' title and text; the close button asks to close. */
export const Polish: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Wiadomość' });
    expect(within(dialog).getByText('Nie masz dość złota, by kupić ten przedmiot')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zamknij' }));
    expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** The spec's English text; Escape closes it too. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Message' });
    expect(within(dialog).getByText('No enough cash to buy that item')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** In the premium shop: the premium points fell short, not the gold. */
export const PremiumPoints: Story = {
  args: { currency: 'premium' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Wiadomość' });
    expect(within(dialog).getByText('Nie masz dość punktów premium, by to kupić')).toBeInTheDocument();
    expect(within(dialog).queryByText(/złota/)).toBeNull();
  },
};

/** Controlled by its host: closing really hides it. */
export const Controlled: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(true);
    return (
      <NotEnoughCashDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange(next);
        }}
      />
    );
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Wiadomość' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const StressGermanPhone: Story = {
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Nachricht' });
    expect(within(dialog).getByText('Nicht genug Gold, um diesen Gegenstand zu kaufen')).toBeInTheDocument();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
