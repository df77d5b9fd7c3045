import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoreButtons } from '../StoreButtons/StoreButtons.tsx';
import { WelcomeBanner } from './WelcomeBanner.tsx';

const meta = {
  title: 'Game/Account/WelcomeBanner',
  component: WelcomeBanner,
  parameters: {
    guidance: {
      do: [
        'Use it at the top of the home page to say what the game is.',
        'Put the calls to action (StoreButtons) inside it as children.',
        'Set `headingLevel` to 2 when the page has another h1.',
      ],
      dont: [
        "Don't use it inside the game as a page header: screens have their own headings.",
        "Don't put long text in it: the intro must fit a phone screen above the fold.",
      ],
    },
  },
} satisfies Meta<typeof WelcomeBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The crest, the h1 and what the game is. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 1, name: 'Witaj, śmiałku' })).toBeInTheDocument();
    expect(canvas.getByText(/przeglądarkowej grze RPG/)).toBeInTheDocument();
  },
};

/** With the join-today and Google Play buttons inside. */
export const WithStoreButtons: Story = {
  args: { children: <StoreButtons /> },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('link', { name: 'Dołącz już dziś' })).toHaveAttribute('href', '#register');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { children: <StoreButtons /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { name: 'Welcome, adventurer' })).toBeInTheDocument();
    expect(canvas.getByRole('link', { name: 'Join today' })).toBeInTheDocument();
  },
};

export const PhoneGerman: Story = {
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  args: { children: <StoreButtons /> },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('heading', { name: 'Willkommen, Abenteurer' })).toBeInTheDocument();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
