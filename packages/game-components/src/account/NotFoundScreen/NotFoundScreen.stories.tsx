import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NotFoundScreen } from './NotFoundScreen.tsx';

const meta = {
  title: 'Game/Account/NotFoundScreen',
  component: NotFoundScreen,
  parameters: {
    guidance: {
      do: ['Use it for any address the router does not know.', 'Keep the way home as the one action on the page.'],
      dont: [
        "Don't use it for a missing thing inside a working screen (an item that is gone): use the screen's empty or error state.",
        "Don't show technical details (the path, a status code) as the main message.",
      ],
    },
  },
} satisfies Meta<typeof NotFoundScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 404 with the way home, reached by keyboard. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 1, name: 'Nie znaleziono strony' })).toBeInTheDocument();
    const home = canvas.getByRole('link', { name: 'Wróć na stronę główną' });
    expect(home).toHaveAttribute('href', '#home');
    await userEvent.tab();
    expect(home).toHaveFocus();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(within(canvasElement).getByRole('link', { name: 'Back to the home page' })).toBeInTheDocument();
  },
};

export const PhoneGerman: Story = {
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('link', { name: 'Zurück zur Startseite' })).toBeInTheDocument();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
