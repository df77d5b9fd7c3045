import { characterNameLimits } from '@rpg/contracts';
import { starterLookFixtures } from '@rpg/contracts/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { initialOutfitState, outfitChangeOf } from '../../outfit/index.ts';
import { CreateCharacterForm, createCharacterServerErrors } from './CreateCharacterForm.tsx';

const meta = {
  title: 'Game/Character/CreateCharacterForm',
  component: CreateCharacterForm,
  parameters: {
    guidance: {
      do: [
        'Use it to create the character: the look first with a live preview, then the name, sent together.',
        "Pass the starter look's data as `look`; `undefined` while it loads, `lookError` with a retry when it failed.",
        "Pass the server's refusal in `serverError`: it shows in the name field until the player edits it.",
      ],
      dont: [
        "Don't split the look and the name into two steps or two requests.",
        "Don't send a name that breaks the naming rules: the form checks it before sending.",
      ],
    },
  },
  args: { look: starterLookFixtures.starting, onSubmit: fn(), submitting: false, serverError: undefined },
  argTypes: { serverError: { control: 'select', options: [undefined, ...createCharacterServerErrors] } },
} satisfies Meta<typeof CreateCharacterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the form sends when the player keeps the starting look: the chosen option of each part that can change. */
const startingLook = outfitChangeOf(
  initialOutfitState(starterLookFixtures.starting.outfit, starterLookFixtures.starting.outfitsItems).indices,
  starterLookFixtures.starting.outfitsItems,
);

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
    expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Żaneta', look: startingLook });
  },
};

/** Enter in the field submits. */
export const EnterSubmits: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(field(canvasElement), 'Bożydar_2{Enter}');
    expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Bożydar_2', look: startingLook });
  },
};

/** Tab goes through the look's arrows first, then the field, then the button; Enter on the button submits. */
export const KeyboardOrder: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    expect(within(canvasElement).getByRole('button', { name: 'Poprzednie włosy' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    field(canvasElement).focus();
    await userEvent.keyboard('Ćwirek');
    await userEvent.tab();
    expect(submitButton(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const hairs = starterLookFixtures.starting.outfitsItems.hairs.items;
    expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Ćwirek',
      look: { ...startingLook, hairAppearanceItemId: hairs[hairs.length - 1]?.id },
    });
  },
};

/** The look comes first: cycling a part changes the preview's layer and what is sent; the position is announced. */
export const CycleLook: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const look = canvas.getByRole('region', { name: 'Wygląd' });
    const eyesRow = within(look.querySelector<HTMLElement>('[data-slot="eyes"]') ?? look);
    const eyes = starterLookFixtures.starting.outfitsItems.eyes.items;
    expect(eyesRow.getByText('Wariant 1 z 4')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Następne oczy' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Następne oczy' }));
    expect(eyesRow.getByText('Wariant 3 z 4')).toBeInTheDocument();
    expect(canvas.getByRole('status')).toHaveTextContent('Oczy: wariant 3 z 4');
    const preview = canvas.getByRole('img', { name: 'Twój bohater w wybranym wyglądzie' });
    expect(preview.querySelector(`img[src="${eyes[2]?.imagePath}"]`)).not.toBeNull();
    await userEvent.type(field(canvasElement), 'Świętomira{Enter}');
    expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Świętomira',
      look: { ...startingLook, eyesAppearanceItemId: eyes[2]?.id },
    });
  },
};

/** While the options load the form waits: no field, no button. */
export const LoadingLook: Story = {
  args: { look: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText('Wczytywanie wyglądów do wyboru…')).toBeInTheDocument();
    expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** The options failed: an error with a retry. */
export const LookFailed: Story = {
  args: { look: undefined, lookError: true, onRetryLook: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText('Nie udało się wczytać wyglądów do wyboru.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Spróbuj ponownie/ }));
    expect(args.onRetryLook).toHaveBeenCalledOnce();
  },
};

/** Nothing to choose (one option per part): the preview and a note, then the name. */
export const SingleOptions: Story = {
  args: { look: starterLookFixtures.singleOptions },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.queryByRole('button', { name: 'Następne oczy' })).toBeNull();
    expect(canvas.getByText(/Każdy bohater zaczyna w tym wyglądzie/)).toBeInTheDocument();
    await userEvent.type(field(canvasElement), 'Elowen{Enter}');
    expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Elowen' }));
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

/** German's long words with the longest message and the longest name, at phone width. */
export const StressGermanPhone: Story = {
  args: { serverError: 'failed' },
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    expect(within(canvasElement).getByRole('button', { name: 'Held erschaffen' })).toBeInTheDocument();
    await userEvent.type(field(canvasElement, 'Name des Helden'), 'Wolfgang-Großschädel');
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Held erschaffen' }));
    expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Wolfgang-Großschädel', look: startingLook });
  },
};

export const StressFrench: Story = {
  args: { serverError: 'invalid-name' },
  globals: { locale: 'fr' },
};
