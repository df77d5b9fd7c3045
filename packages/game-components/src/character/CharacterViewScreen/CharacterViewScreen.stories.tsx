import { buildPublicCharacter, publicCharacterFixtures } from '@rpg/contracts/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CharacterViewScreen } from './CharacterViewScreen.tsx';

const meta = {
  title: 'Game/Character/CharacterViewScreen',
  component: CharacterViewScreen,
  parameters: {
    guidance: {
      do: [
        'Use it for /characters/{id}: it adds loading, error, not-found and the way back to the ranking around CharacterView.',
        'Set `notFound` when no character has the id, so the player gets the way back instead of a retry.',
      ],
      dont: [
        "Don't offer a retry for a character that does not exist.",
        "Don't drop the back link in the loading state: the player may want to leave before it loads.",
      ],
    },
  },
  args: { data: publicCharacterFixtures.veteran, error: false, notFound: false, onRetry: fn() },
} satisfies Meta<typeof CharacterViewScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 1, name: 'Wojsław' })).toBeInTheDocument();
    expect(canvas.getByRole('link', { name: 'Wróć do rankingu' })).toHaveAttribute('href', '#ranking');
  },
};

/** Loading: skeleton, a status naming what loads, and already the way back. */
export const Loading: Story = {
  args: { data: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('status')).toHaveTextContent('Wczytywanie bohatera…');
    expect(canvas.getByRole('link', { name: /Wróć do rankingu/ })).toHaveAttribute('href', '#ranking');
  },
};

export const LoadFailed: Story = {
  args: { data: undefined, error: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** No character with this id: said plainly, with a link to the ranking. */
export const NotFound: Story = {
  args: { data: undefined, notFound: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { name: 'Nie znaleziono bohatera' })).toBeInTheDocument();
    expect(canvas.getByRole('link', { name: 'Przejdź do rankingu' })).toHaveAttribute('href', '#ranking');
  },
};

export const English: Story = {
  args: { data: buildPublicCharacter(3, {}, 'en') },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText('Level 15')).toBeInTheDocument();
  },
};

/** Phone, German, long name. */
export const PhoneGerman: Story = {
  args: { data: publicCharacterFixtures.longName },
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
