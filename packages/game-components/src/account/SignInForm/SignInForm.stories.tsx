import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SignInForm } from './SignInForm.tsx';

const meta = {
  title: 'Game/Account/SignInForm',
  component: SignInForm,
  parameters: {
    guidance: {
      do: [
        'Use it wherever a signed-out player signs in: the home page (heading level 2) and the login page (level 1).',
        "Return the sign-in's promise from `onSubmit`, so the button stays busy and ignores repeat submits.",
        'Leave `onGoogle` out when Google sign-in is not available: the button then says so.',
      ],
      dont: [
        "Don't validate the e-mail's format here: the provider judges and its message is shown.",
        "Don't hide the link to registration: new players arrive here first.",
      ],
    },
  },
  args: { onSubmit: fn(), onGoogle: fn() },
} satisfies Meta<typeof SignInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const email = (canvasElement: HTMLElement, name = 'E-mail') =>
  within(canvasElement).getByLabelText(new RegExp(`^${name}`));
const password = (canvasElement: HTMLElement, name = 'Hasło') =>
  within(canvasElement).getByLabelText(new RegExp(`^${name}`));
const submit = (canvasElement: HTMLElement, name = 'Zaloguj się') =>
  within(canvasElement).getByRole('button', { name });

export const Playground: Story = {};

/** The card: title, two fields, Google, and the link to registration. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 2, name: 'Logowanie' })).toBeInTheDocument();
    expect(canvas.getByRole('link', { name: 'Zarejestruj się' })).toHaveAttribute('href', '#register');
    expect(canvas.getByRole('button', { name: 'Zaloguj się przez Google' })).toBeEnabled();
  },
};

/** The e-mail (trimmed) and password are sent as typed: no format checks, the provider judges. */
export const Submits: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(email(canvasElement), ' not-an-email ');
    await userEvent.type(password(canvasElement), 'abc');
    await userEvent.click(submit(canvasElement));
    expect(args.onSubmit).toHaveBeenCalledWith({ email: 'not-an-email', password: 'abc' });
  },
};

/** Keyboard: Tab through e-mail and password, Enter submits. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    expect(email(canvasElement)).toHaveFocus();
    await userEvent.keyboard('ala@example.com');
    await userEvent.tab();
    expect(password(canvasElement)).toHaveFocus();
    await userEvent.keyboard('sekret1{Enter}');
    expect(args.onSubmit).toHaveBeenCalledWith({ email: 'ala@example.com', password: 'sekret1' });
  },
};

/** Empty fields are required: a message on the field, focus on it, nothing sent. */
export const RequiredFields: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(submit(canvasElement));
    expect(args.onSubmit).not.toHaveBeenCalled();
    expect(email(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    expect(email(canvasElement)).toHaveAccessibleDescription(expect.stringContaining('Podaj adres e-mail.'));
    expect(email(canvasElement)).toHaveFocus();
    await userEvent.type(email(canvasElement), 'ala@example.com{Enter}');
    expect(password(canvasElement)).toHaveFocus();
    expect(within(canvasElement).getByText('Podaj hasło.')).toBeInTheDocument();
    expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** While the returned promise is pending the button is busy and repeated submits are ignored. */
export const BusyWhilePending: Story = {
  args: {
    onSubmit: fn(() => new Promise<void>(() => {})),
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.type(email(canvasElement), 'ala@example.com');
    await userEvent.type(password(canvasElement), 'sekret1{Enter}');
    await waitFor(() => expect(submit(canvasElement)).toHaveAttribute('aria-busy', 'true'));
    await userEvent.type(password(canvasElement), '{Enter}');
    await userEvent.click(submit(canvasElement));
    expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** A failed sign-in (rejected promise) frees the button again. */
export const FreedAfterFailure: Story = {
  args: { onSubmit: fn(() => Promise.reject(new Error('auth/invalid-credential'))) },
  play: async ({ args, canvasElement }) => {
    await userEvent.type(email(canvasElement), 'ala@example.com');
    await userEvent.type(password(canvasElement), 'zle{Enter}');
    await waitFor(() => expect(submit(canvasElement)).not.toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(submit(canvasElement));
    expect(args.onSubmit).toHaveBeenCalledTimes(2);
  },
};

/** Busy from the caller's state. */
export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    expect(submit(canvasElement)).toHaveAttribute('aria-busy', 'true');
  },
};

/** Google calls onGoogle (keyboard). */
export const Google: Story = {
  play: async ({ args, canvasElement }) => {
    within(canvasElement).getByRole('button', { name: 'Zaloguj się przez Google' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(args.onGoogle).toHaveBeenCalledOnce();
  },
};

/** Without onGoogle the button says honestly that Google is not available. */
export const GoogleUnavailable: Story = {
  args: { onGoogle: undefined },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Zaloguj się przez Google' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Logowanie przez Google nie jest jeszcze dostępne.');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(canvas.getByRole('link', { name: 'Register' })).toBeInTheDocument();
    await userEvent.type(email(canvasElement), 'ann@example.com');
    await userEvent.type(password(canvasElement, 'Password'), 'secret{Enter}');
    expect(args.onSubmit).toHaveBeenCalledWith({ email: 'ann@example.com', password: 'secret' });
  },
};

/** German at phone width: no horizontal overflow. */
export const PhoneGerman: Story = {
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  args: { onGoogle: undefined },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('button', { name: 'Mit Google anmelden' })).toBeDisabled();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
