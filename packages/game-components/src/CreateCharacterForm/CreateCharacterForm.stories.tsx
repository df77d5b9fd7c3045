import { characterNameLimits } from '@rpg/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CreateCharacterForm, createCharacterServerErrors } from './CreateCharacterForm.tsx';

const meta = {
  title: 'Game/CreateCharacterForm',
  component: CreateCharacterForm,
  args: { onSubmit: fn(), submitting: false, serverError: undefined },
  argTypes: { serverError: { control: 'select', options: [undefined, ...createCharacterServerErrors] } },
} satisfies Meta<typeof CreateCharacterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, name = 'Imię bohatera') =>
  within(canvasElement).getByRole('textbox', { name });
const submitButton = (canvasElement: HTMLElement, name = 'Stwórz bohatera') =>
  within(canvasElement).getByRole('button', { name });

export const Playground: Story = {};

/** The title, the rules as the field's hint, and the button. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('form', { name: 'Stwórz swojego bohatera' })).toBeInTheDocument();
    expect(field(canvasElement)).toHaveAccessibleDescription('Od 3 do 20 znaków: litery, cyfry, spacje, „-” i „_”.');
    expect(field(canvasElement)).not.toHaveAttribute('aria-invalid');
  },
};

/** A too-short name is refused before anything is sent; the Polish plural fits the count. */
export const ClientErrorTooShort: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(field(canvasElement), 'Al');
    await userEvent.click(submitButton(canvasElement));
    expect(args.onSubmit).not.toHaveBeenCalled();
    const input = field(canvasElement);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Imię musi mieć co najmniej 3 znaki.'));
    expect(input).toHaveFocus();
  },
};

export const ClientErrorBadCharacters: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(field(canvasElement), 'Ala<script>');
    await userEvent.click(submitButton(canvasElement));
    expect(args.onSubmit).not.toHaveBeenCalled();
    expect(within(canvasElement).getByText('Używaj tylko liter, cyfr, spacji, „-” i „_”.')).toBeInTheDocument();
    // Editing the name clears the message.
    await userEvent.type(field(canvasElement), '{Backspace}');
    expect(field(canvasElement)).not.toHaveAttribute('aria-invalid');
  },
};

export const ClientErrorTooLong: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(field(canvasElement), 'x'.repeat(characterNameLimits.max + 1));
    await userEvent.click(submitButton(canvasElement));
    expect(args.onSubmit).not.toHaveBeenCalled();
    expect(within(canvasElement).getByText('Imię może mieć najwyżej 20 znaków.')).toBeInTheDocument();
  },
};

/** A valid name is sent trimmed. */
export const ValidName: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(field(canvasElement), '  Żaneta ');
    await userEvent.click(submitButton(canvasElement));
    expect(args.onSubmit).toHaveBeenCalledOnce();
    expect(args.onSubmit).toHaveBeenCalledWith('Żaneta');
  },
};

/** Enter in the field submits. */
export const EnterSubmits: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(field(canvasElement), 'Bożydar_2{Enter}');
    expect(args.onSubmit).toHaveBeenCalledWith('Bożydar_2');
  },
};

/** Tab reaches the field, then the button; Enter on the button submits. */
export const KeyboardOrder: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    expect(field(canvasElement)).toHaveFocus();
    await userEvent.keyboard('Ćwirek');
    await userEvent.tab();
    expect(submitButton(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(args.onSubmit).toHaveBeenCalledWith('Ćwirek');
  },
};

/** The server's verdict shows in the name field. */
export const ServerNameTaken: Story = {
  args: { serverError: 'name-taken' },
  play: async ({ canvasElement }) => {
    const input = field(canvasElement);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('To imię jest już zajęte.'));
  },
};

/** ...until the player edits the name. */
export const ServerErrorClearsOnEdit: Story = {
  args: { serverError: 'name-taken' },
  play: async ({ canvasElement }) => {
    const input = field(canvasElement);
    await userEvent.type(input, 'Ż');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(within(canvasElement).queryByText(/To imię jest już zajęte/)).toBeNull();
  },
};

export const ServerInvalidName: Story = {
  args: { serverError: 'invalid-name' },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText(/Serwer nie przyjął tego imienia/)).toBeInTheDocument();
  },
};

export const ServerFailed: Story = {
  args: { serverError: 'failed' },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText(/Coś poszło nie tak/)).toBeInTheDocument();
  },
};

/** While the request runs the button shows a spinner and further submits are ignored. */
export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ args, canvasElement }) => {
    const button = submitButton(canvasElement);
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.type(field(canvasElement), 'Żaneta{Enter}');
    await userEvent.click(button);
    expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const input = field(canvasElement, 'Hero name');
    expect(within(canvasElement).getByRole('heading', { name: 'Create your hero' })).toBeInTheDocument();
    await userEvent.type(input, 'Al{Enter}');
    expect(args.onSubmit).not.toHaveBeenCalled();
    expect(input).toHaveAccessibleDescription(expect.stringContaining('The name needs at least 3 characters.'));
  },
};

export const EnglishNameTaken: Story = {
  args: { serverError: 'name-taken' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText('This name is already taken. Try another one.')).toBeInTheDocument();
  },
};

export const Polish: Story = {
  globals: { locale: 'pl' },
};

export const Phone: Story = {
  args: { serverError: 'name-taken' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

/** German's long words with the longest message, at phone width. */
export const StressGermanPhone: Story = {
  args: { serverError: 'failed' },
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('button', { name: 'Held erschaffen' })).toBeInTheDocument();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

export const StressFrench: Story = {
  args: { serverError: 'invalid-name' },
  globals: { locale: 'fr' },
};
