import { buildShopList, shopNpcFixtures } from '@rpg/contracts/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ShopList } from './ShopList.tsx';

const meta = {
  title: 'Game/Shop/ShopList',
  component: ShopList,
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
    expect(within(canvasElement).getByText('Magische Waffen und Mixturen')).toBeInTheDocument();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
