import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RegisterForm } from './RegisterForm.tsx';

const meta = {
  title: 'Game/Account/RegisterForm',
  component: RegisterForm,
  parameters: {
    guidance: {
      do: [
        'Use it for creating an account: e-mail, password and the way back to the sign-in.',
        'Leave the password rules to the provider and show its message: the form only hints at 6 characters.',
        'Set `headingLevel` to fit the page outline (1 when the form is the page).',
      ],
      dont: [
        "Don't ask for a name or a character here: the character is created after registration.",
        "Don't enable the Google button until registering with Google works.",
      ],
    },
  },
  args: { onSubmit: fn() },
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const submit = (canvasElement: HTMLElement, name = 'Zarejestruj się') =>
  within(canvasElement).getByRole('button', { name });

export const Playground: Story = {};

/** Title (h1), the password hint, the link to login; Google is shown but disabled: registering with it does nothing yet. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 1, name: 'Załóż konto' })).toBeInTheDocument();
    expect(canvas.getByLabelText(/^Hasło/)).toHaveAccessibleDescription('Co najmniej 6 znaków.');
    expect(canvas.getByRole('link', { name: 'Zaloguj się' })).toHaveAttribute('href', '#login');
    const google = canvas.getByRole('button', { name: 'Zaloguj się przez Google' });
    expect(google).toBeDisabled();
    expect(google).toHaveAccessibleDescription(expect.stringContaining('Rejestracja przez Google nie jest jeszcze'));
  },
};

/** Keyboard: fill both fields, Enter submits with the new-password autocomplete. */
export const Submits: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByLabelText(/^Hasło/)).toHaveAttribute('autocomplete', 'new-password');
    await userEvent.tab();
    await userEvent.keyboard('nowy@example.com');
    await userEvent.tab();
    await userEvent.keyboard('tajne123{Enter}');
    expect(args.onSubmit).toHaveBeenCalledWith({ email: 'nowy@example.com', password: 'tajne123' });
  },
};

/** Busy while the registration runs; clicks ignored. */
export const Busy: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^E-mail/), 'nowy@example.com');
    await userEvent.type(canvas.getByLabelText(/^Hasło/), 'tajne123');
    await userEvent.click(submit(canvasElement));
    await waitFor(() => expect(submit(canvasElement)).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(submit(canvasElement));
    expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** An empty password is not sent. */
export const RequiredPassword: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^E-mail/), 'nowy@example.com{Enter}');
    expect(args.onSubmit).not.toHaveBeenCalled();
    expect(canvas.getByLabelText(/^Hasło/)).toHaveFocus();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
    expect(canvas.getByRole('button', { name: 'Register' })).toBeInTheDocument();
    expect(canvas.getByText('Registering with Google is not available yet: use your e-mail address.')).toBeVisible();
  },
};

export const PhoneFrench: Story = {
  globals: { locale: 'fr', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('link', { name: 'Se connecter' })).toBeInTheDocument();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
