import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { GoogleAccountChooser } from './GoogleAccountChooser.tsx';

const accounts = [
  { sub: 'google-ala', email: 'ala.kowalska@example.com', name: 'Ala Kowalska' },
  { sub: 'google-bruno', email: 'bruno.schneider@example.com', name: 'Bruno Schneider' },
  { sub: 'google-chloe', email: 'chloe.martin@example.com', name: 'Chloé Martin' },
];

const meta = {
  title: 'Game/Account/GoogleAccountChooser',
  component: GoogleAccountChooser,
  parameters: {
    guidance: {
      do: [
        "Use it only when the app runs against the auth emulator, in place of Google's popup.",
        "Return the sign-in's promise from `onChoose`, so the chosen account stays busy until it settles.",
      ],
      dont: [
        "Don't show it with a real Firebase project: there the Google button opens Google's popup.",
        "Don't list real people's accounts: only the test accounts of the emulator.",
      ],
    },
  },
  args: { open: true, onOpenChange: fn(), accounts, onChoose: fn() },
} satisfies Meta<typeof GoogleAccountChooser>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);

/** Every test account as a button; choosing one hands it over. */
export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await screen().findByRole('dialog', { name: 'Wybierz testowe konto Google' });
    await userEvent.click(within(dialog).getByRole('button', { name: /Bruno Schneider/ }));
    await expect(args.onChoose).toHaveBeenCalledWith(accounts[1]);
  },
};

/** Keyboard: Tab reaches the accounts, Enter chooses, Escape asks to close. */
export const Keyboard: Story = {
  play: async ({ args }) => {
    const dialog = await screen().findByRole('dialog');
    const first = within(dialog).getByRole('button', { name: /Ala Kowalska/ });
    first.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChoose).toHaveBeenCalledWith(accounts[0]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

export const English: Story = { globals: { locale: 'en' } };

export const GermanPhone: Story = {
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  args: {
    accounts: [
      ...accounts,
      {
        sub: 'google-long',
        email: 'maximilian.von.hohenzollern-sigmaringen@beispiel-unternehmen.example',
        name: 'Maximilian von Hohenzollern-Sigmaringen',
      },
    ],
  },
};
