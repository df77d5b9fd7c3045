import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DevScreen } from './DevScreen.tsx';

const meta = {
  title: 'Game/Account/DevScreen',
  component: DevScreen,
  parameters: {
    guidance: {
      do: [
        'Use it for the developer pages (/dev/game-items, /dev/outfit-items, /dev/token) and pass what the page shows as children.',
        'Keep the empty state honest: without content it says there is nothing yet and links the other pages.',
      ],
      dont: [
        "Don't link it from the game's navigation: it is for developers.",
        "Don't build player features on it: a player screen gets its own component.",
      ],
    },
  },
  args: { page: 'game-items' },
} satisfies Meta<typeof DevScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing passed in: the page says it is an empty developer placeholder and links the other two. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 1, name: 'Przedmioty gry (strona deweloperska)' })).toBeInTheDocument();
    expect(canvas.getByRole('heading', { name: 'Nic tu jeszcze nie ma' })).toBeInTheDocument();
    const links = within(canvas.getByRole('navigation', { name: 'Inne strony deweloperskie' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['#devOutfitItems', '#devToken']);
  },
};

/** The token page showing what the app passes in. */
export const TokenWithContent: Story = {
  args: {
    page: 'token',
    children: <code>eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJwbGF5ZXItNyJ9.c2lnbmF0dXJl</code>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('region', { name: 'Token dostępu (strona deweloperska)' })).toHaveTextContent(/^eyJhbGci/);
    expect(canvas.getByText('Adres: #devToken')).toBeInTheDocument();
  },
};

export const OutfitItemsEnglish: Story = {
  globals: { locale: 'en' },
  args: { page: 'outfit-items' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 1, name: 'Outfit items (developer page)' })).toBeInTheDocument();
    expect(canvas.getByText('For developers only')).toBeInTheDocument();
  },
};

export const PhoneGerman: Story = {
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  args: { page: 'outfit-items' },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('link', { name: 'Zugriffstoken (Entwicklerseite)' })).toBeInTheDocument();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
