import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { RegisteredDialog } from './RegisteredDialog.tsx';

const onContinue = fn();

const meta = {
  title: 'Game/Account/RegisteredDialog',
  component: RegisteredDialog,
  parameters: {
    guidance: {
      do: [
        'Use it once, right after a registration succeeds.',
        "Treat every way of closing it as 'continue': the player goes on to create a character.",
      ],
      dont: [
        "Don't use it as a generic success message: use a Toast.",
        "Don't add a cancel: there is nothing to go back to.",
      ],
    },
  },
  args: { open: true, onContinue },
} satisfies Meta<typeof RegisteredDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Successfully registered': continue goes on to the character. */
export const Registered: Story = {
  render: () => <RegisteredDialog open onContinue={onContinue} />,
  play: async () => {
    onContinue.mockClear();
    const dialog = await screen.findByRole('dialog', { name: 'Rejestracja zakończona sukcesem' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stwórz bohatera' }));
    expect(onContinue).toHaveBeenCalledOnce();
  },
};

export const RegisteredEnglish: Story = {
  globals: { locale: 'en' },
  render: () => <RegisteredDialog open onContinue={onContinue} />,
  play: async () => {
    onContinue.mockClear();
    const dialog = await screen.findByRole('dialog', { name: 'Successfully registered' });
    expect(dialog).toHaveTextContent('Your account is ready. Now create your hero.');
    await userEvent.keyboard('{Escape}');
    expect(onContinue).toHaveBeenCalledOnce();
  },
};
