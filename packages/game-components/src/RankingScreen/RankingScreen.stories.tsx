import { rankingPageFixtures } from '@rpg/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { RankingScreen } from './RankingScreen.tsx';

const meta = {
  title: 'Game/Ranking/Screens/RankingScreen',
  component: RankingScreen,
  args: {
    data: rankingPageFixtures.middle,
    error: false,
    onRetry: fn(),
    onPageChange: fn(),
    currentPlayerId: 524,
  },
} satisfies Meta<typeof RankingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A middle page with the player's own row marked; paging asks for the next page; the help explains the order. */
export const Filled: Story = {
  // Not in the visual suite until its last frame is deterministic: the help button's hover tooltip opens before or after the screenshot.
  tags: ['no-visual'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 1, name: 'Ranking' })).toBeInTheDocument();
    expect(canvas.getByRole('table')).toBeInTheDocument();
    expect(within(canvas.getByRole('row', { name: /24\./ })).getByText('Ty')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Następna' }));
    expect(args.onPageChange).toHaveBeenCalledWith(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Pomoc: Jak liczony jest ranking?' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('10 punktów');
  },
};

export const Loading: Story = {
  args: { data: undefined },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('status')).toHaveTextContent('Wczytywanie…');
    expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};

export const LoadFailed: Story = {
  args: { data: undefined, error: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: { data: rankingPageFixtures.empty },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('heading', { name: 'Ranking jest pusty' })).toBeInTheDocument();
  },
};

export const English: Story = {
  args: { data: rankingPageFixtures.first },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('columnheader', { name: 'Player' })).toBeInTheDocument();
    expect(canvas.getByText('Page 1 of 5')).toBeInTheDocument();
  },
};

/** Phone, German: the table fits (or scrolls inside itself), the page does not overflow. */
export const PhoneGerman: Story = {
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Rangliste' })).toBeInTheDocument();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
