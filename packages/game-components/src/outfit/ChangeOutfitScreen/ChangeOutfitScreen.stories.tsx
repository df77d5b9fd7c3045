import { characterFixtures } from '@rpg/contracts/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectAnswer, withAnswers } from '../../shared/private/answer-stories.tsx';
import { ChangeOutfitScreen } from './ChangeOutfitScreen.tsx';

const character = characterFixtures.full;

const meta = {
  title: 'Game/Outfit/ChangeOutfitScreen',
  component: ChangeOutfitScreen,
  decorators: [withAnswers],
  args: { data: character, onSave: fn(), onRetry: fn() },
  parameters: {
    layout: 'padded',
    guidance: {
      do: [
        "Use it for /my-character/change-outfit: the outfit editor on the character's look, with loading and error.",
        "Return the save's promise from `onSave`: the button is busy, and a toast says it is saved.",
      ],
      dont: [
        "Don't save on every change: the player saves once.",
        "Don't use it for buying cosmetics: the premium shop sells them.",
      ],
    },
  },
} satisfies Meta<typeof ChangeOutfitScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The editor on the character's outfit; save sends the chosen parts and a toast says it is saved. */
export const Filled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 1, name: 'Zmień strój' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Zapisz strój' }));
    expect(args.onSave).toHaveBeenCalledOnce();
    expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ hairAppearanceItemId: expect.anything() as unknown }),
    );
    await expectAnswer('Strój zapisany: Twoja postać już go nosi.');
  },
};

export const Loading: Story = {
  args: { data: undefined },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
    expect(within(canvasElement).queryByRole('button', { name: 'Zapisz strój' })).toBeNull();
  },
};

export const LoadFailed: Story = {
  args: { data: undefined, error: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('alert')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const English: Story = {
  args: { data: characterFixtures.fullEn },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 1, name: 'Change outfit' })).toBeInTheDocument();
    expect(canvas.getByRole('button', { name: 'Next hair' })).toBeInTheDocument();
  },
};

/** Phone: preview on top, controls below, the sticky save/back bar. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

export const StressGermanPhone: Story = {
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Outfit ändern' })).toBeInTheDocument();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
