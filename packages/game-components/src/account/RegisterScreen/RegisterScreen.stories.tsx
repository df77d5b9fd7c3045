import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { RegisterScreen } from './RegisterScreen.tsx';

const meta = {
  title: 'Game/Account/RegisterScreen',
  component: RegisterScreen,
  parameters: {
    // The error and the success dialogs open over the screen: framed on the docs page.
    docs: {
      opensModal: (args: { errorMessage?: string; registered?: boolean }) =>
        args.errorMessage !== undefined || args.registered === true,
    },
    guidance: {
      do: [
        "Use it for /account/register: the registration form as the page's content.",
        "Set `registered` after success to open 'Successfully registered', and go on to the character from `onContinue`.",
        "Pass the provider's failure text in `errorMessage`.",
      ],
      dont: [
        "Don't sign the player in silently after registering without the success dialog: the spec asks for it.",
        "Don't show both dialogs at once: success and failure exclude each other.",
      ],
    },
  },
  args: {
    onSubmit: fn(),
    errorMessage: undefined,
    onErrorClose: fn(),
    registered: false,
    onContinue: fn(),
  },
} satisfies Meta<typeof RegisterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** h1, fields, the disabled Google button that says why, and the link to login. */
export const Filled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 1, name: 'Załóż konto' })).toBeInTheDocument();
    expect(canvas.getByRole('button', { name: 'Zaloguj się przez Google' })).toBeDisabled();
    expect(canvas.getByRole('link', { name: 'Zaloguj się' })).toHaveAttribute('href', '#login');
    await userEvent.type(canvas.getByRole('textbox', { name: /^E-mail/ }), 'nowy@example.com');
    await userEvent.type(canvas.getByLabelText(/^Hasło/), 'tajne123');
    await userEvent.click(canvas.getByRole('button', { name: 'Zarejestruj się' }));
    expect(args.onSubmit).toHaveBeenCalledWith({ email: 'nowy@example.com', password: 'tajne123' });
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 1, name: 'Create an account' })).toBeInTheDocument();
    expect(canvas.getByText('Already have an account?')).toBeInTheDocument();
  },
};

export const PhoneGerman: Story = {
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText(/Registrierung mit Google ist noch nicht verfügbar/)).toBeInTheDocument();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

/** The provider's message in 'An error has occured'. */
export const ErrorDialogOpen: Story = {
  args: { errorMessage: 'Ten adres e-mail jest już zarejestrowany.' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Wystąpił błąd' });
    expect(dialog).toHaveTextContent('Ten adres e-mail jest już zarejestrowany.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zamknij' }));
    expect(args.onErrorClose).toHaveBeenCalledOnce();
  },
};

/** Success: 'Successfully registered', continue goes on to the character. */
export const Registered: Story = {
  globals: { locale: 'en' },
  args: { registered: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Successfully registered' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create my hero' }));
    expect(args.onContinue).toHaveBeenCalledOnce();
  },
};

export const Busy: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('button', { name: 'Zarejestruj się' })).toHaveAttribute('aria-busy', 'true');
  },
};
