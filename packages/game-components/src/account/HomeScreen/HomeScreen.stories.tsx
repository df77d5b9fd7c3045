import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { HomeScreen } from './HomeScreen.tsx';

const meta = {
  title: 'Game/Account/HomeScreen',
  component: HomeScreen,
  parameters: {
    // The error dialog opens over the screen: framed on the docs page.
    docs: { opensModal: (args: { errorMessage?: string }) => args.errorMessage !== undefined },
    layout: 'padded',
    guidance: {
      do: [
        'Use it as the page for signed-out visitors: it puts the welcome, the carousel, the sign-in and the way to register together.',
        'Check it at both widths: phones get the image carousel and the API address setting, desktops the promotion carousel.',
        'Pass `errorMessage` to open the error dialog after a failed sign-in, and clear it in `onErrorClose`.',
      ],
      dont: [
        "Don't show it to a signed-in player: send them to their character.",
        "Don't turn `autoplay` on in stories or tests: moving carousels make screenshots differ.",
      ],
    },
  },
  args: {
    onSignIn: fn(),
    onGoogle: fn(),
    apiAddress: 'https://api.rpg.example.com',
    onApiAddressChange: fn(),
    errorMessage: undefined,
    onErrorClose: fn(),
    autoplay: false,
  },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: banner with join-today and Google Play, promotion carousel, sign-in form; no API address. */
export const Filled: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 1, name: 'Witaj, śmiałku' })).toBeInTheDocument();
    expect(canvas.getByRole('region', { name: 'Nowości w grze' })).toBeVisible();
    expect(canvas.queryByRole('region', { name: 'Bohaterowie krainy' })).toBeNull();
    expect(canvas.queryByRole('textbox', { name: /Adres API/ })).toBeNull();
    expect(canvas.getByRole('link', { name: 'Dołącz już dziś' })).toHaveAttribute('href', '#register');
    expect(canvas.getByRole('link', { name: 'Zarejestruj się' })).toHaveAttribute('href', '#register');
    expect(canvas.getByRole('button', { name: 'Pobierz z Google Play' })).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: /^E-mail/ }), 'ala@example.com');
    await userEvent.type(canvas.getByLabelText(/^Hasło/), 'sekret1{Enter}');
    expect(args.onSignIn).toHaveBeenCalledWith({ email: 'ala@example.com', password: 'sekret1' });
    await userEvent.click(canvas.getByRole('button', { name: 'Zaloguj się przez Google' }));
    expect(args.onGoogle).toHaveBeenCalledOnce();
  },
};

export const English: Story = {
  globals: { locale: 'en', viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { name: 'Welcome, adventurer' })).toBeInTheDocument();
    expect(canvas.getByRole('heading', { level: 2, name: 'Log in' })).toBeInTheDocument();
    expect(canvas.getByRole('link', { name: 'Join today' })).toBeInTheDocument();
  },
};

/** Phone: the image carousel instead of the promotion one, and the API address setting. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('region', { name: 'Bohaterowie krainy' })).toBeVisible());
    expect(canvas.queryByRole('region', { name: 'Nowości w grze' })).toBeNull();
    const address = canvas.getByRole('textbox', { name: /Adres API/ });
    await userEvent.clear(address);
    await userEvent.type(address, 'http://10.0.2.2:5000{Enter}');
    expect(args.onApiAddressChange).toHaveBeenCalledWith('http://10.0.2.2:5000');
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

/** Long German at phone width: nothing overflows. */
export const PhoneGerman: Story = {
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  args: { onGoogle: undefined },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('link', { name: 'Noch heute mitmachen' })).toBeInTheDocument();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

/** A failed sign-in: 'An error has occured' with the message; its button closes it. */
export const ErrorDialogOpen: Story = {
  args: { errorMessage: 'Nieprawidłowe dane logowania' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Wystąpił błąd' });
    expect(dialog).toHaveTextContent('Nieprawidłowe dane logowania');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zamknij' }));
    expect(args.onErrorClose).toHaveBeenCalledOnce();
  },
};

/** Signing in: the button is busy and does not submit again. */
export const Busy: Story = {
  args: { submitting: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Zaloguj się' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.type(canvas.getByRole('textbox', { name: /^E-mail/ }), 'ala@example.com');
    await userEvent.type(canvas.getByLabelText(/^Hasło/), 'sekret1{Enter}');
    expect(args.onSignIn).not.toHaveBeenCalled();
  },
};
