import { Button } from '@rpg/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AuthErrorDialog } from './AuthErrorDialog.tsx';
import { useAuthErrorMessage } from './use-auth-error-message.ts';

const meta = {
  title: 'Game/Account/AuthErrorDialog',
  component: AuthErrorDialog,
  parameters: {
    guidance: {
      do: [
        "Use it for a failed sign-in or registration: it shows the spec's 'An error has occured' title and the failure text.",
        "Pass the text from `useAuthErrorMessage()`, so provider codes become the spec's messages in the player's language.",
        'Keep the form behind it filled in: closing the dialog returns the player to it.',
      ],
      dont: [
        "Don't use it for errors outside the account screens: use Notice or the screen's error state.",
        "Don't show raw provider codes (`auth/invalid-credential`) to the player.",
      ],
    },
  },
  args: { open: true, onOpenChange: fn(), message: 'Nieprawidłowe dane logowania' },
} satisfies Meta<typeof AuthErrorDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'An error has occured' in Polish with the message; the close button asks to close. */
export const ErrorOpen: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Wystąpił błąd' });
    expect(within(dialog).getByText('Nieprawidłowe dane logowania')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zamknij' }));
    expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Escape closes too. */
export const ErrorEscape: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

const ProviderErrors = ({ errors }: { errors: unknown[] }) => {
  const message = useAuthErrorMessage();
  return (
    <ul>
      {errors.map((error) => (
        <li key={message(error)}>{message(error)}</li>
      ))}
    </ul>
  );
};

/** The spec's mapping in English: invalid-email and invalid-credential have fixed texts, others show the provider's message. */
export const ErrorMessagesEnglish: Story = {
  globals: { locale: 'en' },
  args: { open: false },
  render: () => (
    <ProviderErrors
      errors={[
        { code: 'auth/invalid-email', message: 'Firebase: Error (auth/invalid-email).' },
        { code: 'auth/invalid-credential', message: 'Firebase: Error (auth/invalid-credential).' },
        Object.assign(new Error('Quota exceeded for this project.'), { code: 'auth/quota-exceeded' }),
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Invalid email. Please try again',
      'Invalid credentials',
      'Quota exceeded for this project.',
    ]);
  },
};

/** The error dialog in English, opened from a button and closed again (focus returns). */
export const ErrorEnglishInteractive: Story = {
  globals: { locale: 'en' },
  render: function Render() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button variant="soft" tone="neutral" onClick={() => setOpen(true)}>
          Sign in
        </Button>
        <AuthErrorDialog open={open} onOpenChange={setOpen} message="Invalid email. Please try again" />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Sign in' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'An error has occured' });
    expect(dialog).toHaveTextContent('Invalid email. Please try again');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
