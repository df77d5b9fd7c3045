import { buildShopList, shopNpcFixtures } from '@rpg/contracts/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ShopList } from './ShopList.tsx';

const meta = {
  title: 'Game/Shop/ShopList',
  component: ShopList,
  parameters: {
    guidance: {
      do: [
        "Use it for the vendors as a grid of cards, with the shops' help dialog.",
        "Set `headingLevel` to fit the page outline (2 right under the screen's h1).",
      ],
      dont: [
        "Don't filter vendors by type here: the server's list is the shop list.",
        "Don't repeat the help text on the page: the help button holds it.",
      ],
    },
  },
  args: { vendors: buildShopList().vendors },
} satisfies Meta<typeof ShopList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** One card per vendor, each linking to its page. */
export const Polish: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Sklepy' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(9);
    expect(canvas.getByRole('link', { name: /^Zobacz\s?: Pracownia krawca$/ })).toHaveAttribute('href', '#vendor/18');
  },
};

/** The help dialog explains buying, selling, rerolling, crafting and skills; Escape closes it and focus returns. */
export const HelpDialog: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Jak działają sklepy' });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Jak działają sklepy' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(5);
    expect(within(dialog).getByText(/^Losowanie:/)).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();
  },
};

export const English: Story = {
  args: { vendors: buildShopList('en').vendors },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { name: "Wise Woman's Hut" })).toBeInTheDocument();
    expect(canvas.getByText('Provisions and skills')).toBeInTheDocument();
    // Keyboard: the help button opens the dialog with Enter.
    canvas.getByRole('button', { name: 'How shops work' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'How shops work' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  },
};

export const Empty: Story = {
  args: { vendors: [] },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText('Żaden kupiec nie otworzył jeszcze straganu.')).toBeInTheDocument();
    expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

/** German words and a very long vendor name at phone width. */
export const StressGermanPhone: Story = {
  args: { vendors: [shopNpcFixtures.longName, ...buildShopList().vendors.slice(1)] },
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText('Magische Waffen und Tränke')).toBeInTheDocument();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

/** The server's German vendor names. */
const germanVendorNames = [
  'Bogumiłs Schmiede',
  'Radosław der Plattner',
  'Gasthaus Zum Goldenen Hahn',
  'Rüstkammer der Burg',
  'Zbyszeks Handelsposten',
  'Zaubererturm',
  'Fechtschule',
  'Hütte der Kräuterfrau',
  'Schneiderwerkstatt',
];

/**
 * The German vendor names ("Schneiderwerkstatt", "Handelsposten") at 390 px, in two columns: a word longer
 * than its card is hyphenated where German allows (`lang="de"`, `hyphens: auto`), split without a hyphen only
 * in a browser that has no German hyphenation (the test Chromium).
 */
export const GermanLongWordsPhone: Story = {
  args: {
    vendors: buildShopList().vendors.map((vendor, index) => ({
      ...vendor,
      name: germanVendorNames[index] ?? vendor.name,
    })),
  },
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(document.documentElement.lang).toBe('de');
    expect(within(canvasElement).getByRole('heading', { name: 'Schneiderwerkstatt' })).toBeInTheDocument();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
