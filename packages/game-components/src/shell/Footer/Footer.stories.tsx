import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from './Footer.tsx';

const meta = {
  title: 'Game/Shell/Footer',
  component: Footer,
  parameters: {
    layout: 'fullscreen',
    guidance: {
      do: [
        "Use it once, at the bottom of the app's layout.",
        'Pass `libraryHref` in development builds, so designers find the component library.',
      ],
      dont: ["Don't put navigation in it: the header has it.", "Don't expect it on phones: it is hidden below 740 px."],
    },
  },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Polish: Story = {
  globals: { locale: 'pl' },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    expect(footer).toBeVisible();
    expect(footer).toHaveTextContent('Gra RPG w przeglądarce');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    expect(footer).toHaveTextContent('A browser-game RPG');
  },
};

/** The spec hides the footer on small screens: at 390px nothing shows. */
export const PhoneHidden: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const footer = canvasElement.querySelector('footer');
    expect(footer).not.toBeNull();
    expect(footer).not.toBeVisible();
  },
};

/** From the tablet breakpoint (740px) up it shows. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('contentinfo')).toBeVisible();
  },
};

/** A development build links the published Storybook, for designers. */
export const WithLibraryLink: Story = {
  args: { libraryHref: '/storybook/' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Biblioteka komponentów (Storybook)' });
    expect(link).toHaveAttribute('href', '/storybook/');
  },
};

export const WithLibraryLinkGerman: Story = {
  args: { libraryHref: '/storybook/' },
  globals: { locale: 'de', viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('link', { name: 'Komponentenbibliothek (Storybook)' })).toBeVisible();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

export const StressGerman: Story = {
  globals: { locale: 'de', viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('contentinfo')).toHaveTextContent('Browsergame-RPG');
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
