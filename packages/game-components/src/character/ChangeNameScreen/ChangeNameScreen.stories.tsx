import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectAnswer, withAnswers } from '../../shared/private/answer-stories.tsx';
import { playErrorWithRetry, playLoading } from '../../shared/private/screen-stories.ts';
import { ChangeNameScreen } from './ChangeNameScreen.tsx';

const meta = {
  title: 'Game/Character/ChangeNameScreen',
  component: ChangeNameScreen,
  parameters: {
    guidance: {
      do: [
        'Use it for /my-character/change-name: it wraps ChangeNameForm with loading, error and the way back.',
        "Pass the server's refusal in `submitError` and reject the promise, so nothing is said done.",
      ],
      dont: [
        "Don't show a success toast before the server accepted the name.",
        "Don't open renaming in a dialog: it is a route with its own back link.",
      ],
    },
  },
  decorators: [withAnswers],
  args: { data: { name: 'Wojsław' }, error: false, onRetry: fn(), onSubmit: fn() },
} satisfies Meta<typeof ChangeNameScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form as the screen's content: a valid name is sent and a toast says the new name; cancel leads back. */
export const Filled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 1, name: 'Zmień imię' })).toBeInTheDocument();
    expect(canvas.getByRole('link', { name: 'Anuluj' })).toHaveAttribute('href', '#myCharacter');
    await userEvent.type(canvas.getByRole('textbox'), 'Bożydar{Enter}');
    expect(args.onSubmit).toHaveBeenCalledWith('Bożydar');
    await expectAnswer('Twoja postać nazywa się teraz Bożydar.');
  },
};

/** The server refused the name (the host rejects after showing why in the field): nothing is said done. */
export const RenameRefused: Story = {
  args: { onSubmit: fn(() => Promise.reject(new Error('name-taken'))) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'Bożydar{Enter}');
    expect(args.onSubmit).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Zmień' })).not.toHaveAttribute('aria-busy', 'true'));
    expect(screen.queryByText(/nazywa się teraz/)).toBeNull();
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

export const Loading: Story = { args: { data: undefined }, play: playLoading };

export const ErrorWithRetry: Story = { args: { data: undefined, error: true }, play: playErrorWithRetry };

export const English: Story = {
  args: { data: { name: 'Aldric' } },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('textbox')).toHaveAttribute('placeholder', 'New Name');
  },
};

export const StressGermanPhone: Story = {
  args: { data: { name: 'Świętomira Żółtowska' }, submitError: 'internal-error' },
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
