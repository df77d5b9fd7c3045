import { characterNameLimits } from '@rpg/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChangeNameForm } from './ChangeNameForm.tsx';

const meta = {
  title: 'Game/Character/ChangeNameForm',
  component: ChangeNameForm,
  parameters: {
    guidance: {
      do: [
        'Use it to rename the character; it checks the naming rules before anything is sent.',
        "Pass the server's error code in `error`: it shows translated in the field until the name is edited.",
        "Return the request's promise from `onSubmit` so the button stays busy until it settles.",
      ],
      dont: [
        "Don't repeat the naming rules in your own words around it: the field's hint states them.",
        "Don't send the unchanged name: the form refuses it already.",
      ],
    },
  },
  args: { currentName: 'Wojsław', onSubmit: fn() },
} satisfies Meta<typeof ChangeNameForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, name = 'Nowe imię bohatera') =>
  within(canvasElement).getByRole('textbox', { name });
const submit = (canvasElement: HTMLElement, name = 'Zmień') => within(canvasElement).getByRole('button', { name });

export const Playground: Story = {};

/** The field with its placeholder, the rules, the current name and a cancel link back to the character. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(field(canvasElement)).toHaveAttribute('placeholder', 'Nowe imię');
    expect(canvas.getByText('Obecne imię: Wojsław')).toBeInTheDocument();
    expect(canvas.getByRole('link', { name: 'Anuluj' })).toHaveAttribute('href', '#myCharacter');
  },
};

/** A valid name is sent trimmed. */
export const ValidName: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(field(canvasElement), '  Żaneta-Śmiała ');
    await userEvent.click(submit(canvasElement));
    expect(args.onSubmit).toHaveBeenCalledWith('Żaneta-Śmiała');
  },
};

/** Too short: refused before sending, with the Polish plural, and the field keeps focus. */
export const TooShort: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(field(canvasElement), 'Al{Enter}');
    expect(args.onSubmit).not.toHaveBeenCalled();
    expect(field(canvasElement)).toHaveAccessibleDescription(
      expect.stringContaining('Imię musi mieć co najmniej 3 znaki.'),
    );
    expect(field(canvasElement)).toHaveFocus();
  },
};

export const TooLongOrBadCharacters: Story = {
  play: async ({ args, canvasElement }) => {
    const input = field(canvasElement);
    await userEvent.type(input, `${'x'.repeat(characterNameLimits.max + 1)}{Enter}`);
    expect(within(canvasElement).getByText('Imię może mieć najwyżej 20 znaków.')).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, 'Ala<b>{Enter}');
    expect(within(canvasElement).getByText('Używaj tylko liter, cyfr, spacji, „-” i „_”.')).toBeInTheDocument();
    expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The same name (in any case) is not sent. */
export const SameName: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(field(canvasElement), 'wojsław{Enter}');
    expect(args.onSubmit).not.toHaveBeenCalled();
    expect(within(canvasElement).getByText(/To już jest imię twojego bohatera/)).toBeInTheDocument();
  },
};

/** Keyboard: the field, then cancel, then the button; Enter on the button sends. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    expect(field(canvasElement)).toHaveFocus();
    await userEvent.keyboard('Bożydar_2');
    await userEvent.tab();
    expect(within(canvasElement).getByRole('link', { name: 'Anuluj' })).toHaveFocus();
    await userEvent.tab();
    expect(submit(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(args.onSubmit).toHaveBeenCalledWith('Bożydar_2');
  },
};

/** The server's code shows translated in the field until the name is edited. */
export const ServerNameTaken: Story = {
  args: { error: 'name-taken' },
  play: async ({ canvasElement }) => {
    const input = field(canvasElement);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('To imię jest już zajęte.'));
    await userEvent.type(input, 'Ż');
    expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** Any other server code is a failure message. */
export const ServerFailed: Story = {
  args: { error: 'internal-error' },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText('Nie udało się zmienić imienia. Spróbuj ponownie.')).toBeInTheDocument();
  },
};

/** While the request runs the button spins and further submits are ignored. */
export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ args, canvasElement }) => {
    await userEvent.type(field(canvasElement), 'Żaneta{Enter}');
    await userEvent.click(submit(canvasElement));
    expect(args.onSubmit).toHaveBeenCalledOnce();
    expect(submit(canvasElement)).toHaveAttribute('aria-busy', 'true');
  },
};

export const English: Story = {
  args: { currentName: 'Aldric' },
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const input = field(canvasElement, 'Your hero’s new name');
    expect(input).toHaveAttribute('placeholder', 'New Name');
    await userEvent.type(input, 'Al{Enter}');
    expect(args.onSubmit).not.toHaveBeenCalled();
    expect(input).toHaveAccessibleDescription(expect.stringContaining('The name needs at least 3 characters.'));
  },
};

export const StressGermanPhone: Story = {
  args: { currentName: 'Świętomira Żółtowska', error: 'invalid-name' },
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('button', { name: 'Ändern' })).toBeInTheDocument();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
