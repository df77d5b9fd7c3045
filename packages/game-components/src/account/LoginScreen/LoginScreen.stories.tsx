import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { LoginScreen } from './LoginScreen.tsx';

const meta = {
  title: 'Game/Account/LoginScreen',
  component: LoginScreen,
  parameters: {
    // The error dialog opens over the screen: framed on the docs page.
    docs: { opensModal: (args: { errorMessage?: string }) => args.errorMessage !== undefined },
    guidance: {
      do: [
        'Use it for /account/login: the sign-in form is the page, with its title as the h1.',
        "Return the sign-in's promise from `onSubmit`, so the button stays busy until it settles.",
        "Pass `errorMessage` to open 'An error has occured' after a failure.",
      ],
      dont: [
        "Don't add a second sign-in form elsewhere on the page: the home screen has its own.",
        "Don't clear the fields after a failure: the player corrects what they typed.",
      ],
    },
  },
  args: { onSubmit: fn(), onGoogle: fn(), errorMessage: undefined, onErrorClose: fn() },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form is the page: its title is the h1; keyboard sign-in. */
export const Filled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 1, name: 'Logowanie' })).toBeInTheDocument();
    await userEvent.tab();
    await userEvent.keyboard('ala@example.com');
    await userEvent.tab();
    await userEvent.keyboard('sekret1{Enter}');
    expect(args.onSubmit).toHaveBeenCalledWith({ email: 'ala@example.com', password: 'sekret1' });
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(canvas.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '#register');
  },
};

export const PhoneGerman: Story = {
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('heading', { name: 'Anmelden' })).toBeInTheDocument();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

/** 'An error has occured' (English) with the spec's text; Escape closes it. */
export const ErrorDialogOpen: Story = {
  globals: { locale: 'en' },
  args: { errorMessage: 'Invalid email. Please try again' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'An error has occured' });
    expect(dialog).toHaveTextContent('Invalid email. Please try again');
    await userEvent.keyboard('{Escape}');
    expect(args.onErrorClose).toHaveBeenCalledOnce();
  },
};

/** While the sign-in promise is pending the button is busy. */
export const Busy: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^E-mail/ }), 'ala@example.com');
    await userEvent.type(canvas.getByLabelText(/^Hasło/), 'sekret1{Enter}');
    const button = canvas.getByRole('button', { name: 'Zaloguj się' });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(button);
    expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};
