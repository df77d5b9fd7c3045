import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StoreButtons } from './StoreButtons.tsx';

const meta = {
  title: 'Game/Account/StoreButtons',
  component: StoreButtons,
  parameters: {
    guidance: {
      do: [
        "Use it inside the WelcomeBanner on the home page: 'Join today' leads to registration.",
        'Keep Google Play marked as coming soon until the app is in the store.',
      ],
      dont: [
        "Don't link to a store page that does not exist.",
        "Don't use it inside the game: signed-in players have an account already.",
      ],
    },
  },
} satisfies Meta<typeof StoreButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Join today links to registration (reached by keyboard); Google Play is disabled and says why. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const join = canvas.getByRole('link', { name: 'Dołącz już dziś' });
    expect(join).toHaveAttribute('href', '#register');
    await userEvent.tab();
    expect(join).toHaveFocus();
    const store = canvas.getByRole('button', { name: 'Pobierz z Google Play' });
    expect(store).toBeDisabled();
    expect(store).toHaveAccessibleDescription('Wkrótce: aplikacji nie ma jeszcze w sklepie.');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('link', { name: 'Join today' })).toHaveAttribute('href', '#register');
    expect(canvas.getByText('Coming soon: the app is not in the store yet.')).toBeInTheDocument();
  },
};

export const PhoneFrench: Story = {
  globals: { locale: 'fr', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('link', { name: 'Rejoins-nous aujourd’hui' })).toBeInTheDocument();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
