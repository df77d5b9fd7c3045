import { starterLookFixtures } from '@rpg/contracts/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CreateCharacterScreen } from './CreateCharacterScreen.tsx';

const look = starterLookFixtures.starting;
const hairs = look.outfitsItems.hairs.items;

const meta = {
  title: 'Game/Character/CreateCharacterScreen',
  component: CreateCharacterScreen,
  parameters: {
    guidance: {
      do: [
        'Show it to a signed-in player without a character (GET /my-character answered character-not-found).',
        "Feed it the starter look's data: `undefined` while loading, `error` for a failed load.",
      ],
      dont: [
        "Don't add a back link: there is nowhere to go before the character exists.",
        "Don't show the game's navigation actions that need a character.",
      ],
    },
  },
  args: { data: look, error: false, onRetry: fn(), onSubmit: fn(), submitting: false, submitError: undefined },
} satisfies Meta<typeof CreateCharacterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The screen's title, then the form: the look first (a part cycled), then the name; one submit sends both. */
export const Filled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 1, name: 'Nowy bohater' })).toBeInTheDocument();
    expect(canvas.getByRole('heading', { level: 2, name: 'Stwórz swojego bohatera' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Następne włosy' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Imię bohatera' }), 'Bożydar{Enter}');
    expect(args.onSubmit).toHaveBeenCalledOnce();
    expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Bożydar',
      look: expect.objectContaining({ hairAppearanceItemId: hairs[1]?.id }),
    });
  },
};

/** The starter look is on its way. */
export const Loading: Story = {
  args: { data: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 1, name: 'Nowy bohater' })).toBeInTheDocument();
    expect(canvas.getByText('Wczytywanie wyglądów do wyboru…')).toBeInTheDocument();
    expect(canvas.queryByRole('button', { name: 'Stwórz bohatera' })).toBeNull();
  },
};

/** The starter look failed: retry. */
export const LoadFailed: Story = {
  args: { data: undefined, error: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Spróbuj ponownie/ }));
    expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The request is on its way: the button is busy, a second submit is ignored. */
export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Stwórz bohatera' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.type(canvas.getByRole('textbox'), 'Żaneta{Enter}');
    expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server answered that the name is taken. */
export const NameTaken: Story = {
  args: { submitError: 'name-taken' },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('textbox')).toHaveAccessibleDescription(
      expect.stringContaining('To imię jest już zajęte.'),
    );
  },
};

export const InvalidName: Story = {
  args: { submitError: 'invalid-name' },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText(/Serwer nie przyjął tego imienia/)).toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { submitError: 'failed' },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText(/Coś poszło nie tak/)).toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 1, name: 'New hero' })).toBeInTheDocument();
    expect(canvas.getByRole('region', { name: 'Look' })).toBeInTheDocument();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('textbox'), 'Świętomira Żółtowska');
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

/** German at phone width with the longest name and the longest error. */
export const StressGermanPhone: Story = {
  args: { submitError: 'failed' },
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name des Helden' }), 'Wolfgang-Großschädel');
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    await userEvent.click(canvas.getByRole('button', { name: 'Held erschaffen' }));
    expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Wolfgang-Großschädel' }));
  },
};
