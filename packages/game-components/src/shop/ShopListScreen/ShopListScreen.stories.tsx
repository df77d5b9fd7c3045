import { buildShopList } from '@rpg/contracts/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ShopListScreen } from './ShopListScreen.tsx';

const meta = {
  title: 'Game/Shop/ShopListScreen',
  component: ShopListScreen,
  parameters: {
    guidance: {
      do: ["Use it for /shop and feed it the route's data: `undefined` while loading, `error` for a failed load."],
      dont: [
        "Don't show vendors' stock here: each vendor has its own page.",
        "Don't drop the empty state: it says there is no vendor yet.",
      ],
    },
  },
  args: { data: buildShopList(), error: false, onRetry: fn() },
} satisfies Meta<typeof ShopListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The title, one card per vendor and the help button. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 1, name: 'Sklepy' })).toBeInTheDocument();
    expect(canvas.getAllByRole('link', { name: /^Zobacz/ })).toHaveLength(9);
    expect(canvas.getByRole('button', { name: 'Jak działają sklepy' })).toBeInTheDocument();
  },
};

/** Skeleton cards and a status while the list loads: no vendor is shown. */
export const Loading: Story = {
  args: { data: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('status')).toBeInTheDocument();
    expect(canvas.queryByRole('link', { name: /^Zobacz/ })).toBeNull();
  },
};

/** A failed load: the alert and a retry button that calls onRetry. */
export const LoadFailed: Story = {
  args: { data: undefined, error: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('alert')).toBeInTheDocument();
    await userEvent.click(within(canvas.getByRole('alert')).getByRole('button'));
    expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: { data: { vendors: [] } },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText('Żaden kupiec nie otworzył jeszcze straganu.')).toBeInTheDocument();
  },
};

export const English: Story = {
  args: { data: buildShopList('en') },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 1, name: 'Shops' })).toBeInTheDocument();
    expect(canvas.getByRole('heading', { level: 2, name: "Bogumił's Forge" })).toBeInTheDocument();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

export const StressGermanPhone: Story = {
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Läden' })).toBeInTheDocument();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
