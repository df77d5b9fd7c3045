import type { RankingPage } from '@rpg/contracts';
import { buildRankingPage, rankingPageFixtures } from '@rpg/contracts/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { settle } from '../../shared/private/settle.ts';
import { RankingScreen } from './RankingScreen.tsx';

const meta = {
  title: 'Game/Ranking/RankingScreen',
  component: RankingScreen,
  parameters: {
    guidance: {
      do: [
        "Use it for /ranking: players by honour, ten a page, with the help and a jump to the player's own page.",
        "Pass `currentPlayerId`, so the player's row is marked and 'my position' can find it.",
        "Answer `onPageChange` and 'my position' with the new page's data: the screen keeps its place while it loads.",
      ],
      dont: [
        "Don't sort the ranking in the browser: the server's order is the ranking.",
        "Don't add clans: the game has none.",
      ],
    },
  },
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
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 1, name: 'Ranking' })).toBeInTheDocument();
    expect(canvas.getByRole('table')).toBeInTheDocument();
    const mine = canvas.getByRole('row', { name: /24\./ });
    expect(within(mine).getByText('Ty')).toBeInTheDocument();
    expect(canvas.getByRole('row', { current: true })).toBe(mine);
    const next = canvas.getByRole('button', { name: 'Następna' });
    await userEvent.click(next);
    expect(args.onPageChange).toHaveBeenCalledWith(4);
    const help = canvas.getByRole('button', { name: 'Pomoc: Jak liczony jest ranking?' });
    await userEvent.click(help);
    expect(await screen.findByRole('dialog')).toHaveTextContent('10 punktów');
    await settle(next, help);
  },
};

/**
 * "My position" asks for the page holding the player (the call's initLoadAtPosition): here the host
 * answers page 3 a moment later; the player's row is then marked current and its name takes the focus.
 */
export const MyPosition: Story = {
  args: { data: rankingPageFixtures.first, onShowMyPosition: fn() },
  render: function Render(args) {
    const [data, setData] = useState<RankingPage | undefined>(args.data);
    return (
      <RankingScreen
        {...args}
        data={data}
        onShowMyPosition={() => {
          args.onShowMyPosition?.();
          setData(undefined);
          setTimeout(() => setData(rankingPageFixtures.middle), 50);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.queryByRole('row', { current: true })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Moja pozycja' }));
    expect(args.onShowMyPosition).toHaveBeenCalledOnce();
    const row = await canvas.findByRole('row', { current: true });
    expect(row).toHaveTextContent('24.');
    expect(within(row).getByText('Ty')).toBeInTheDocument();
    await waitFor(() => expect(within(row).getByRole('link')).toHaveFocus());
    expect(canvas.getByText('Strona 3 z 5')).toBeInTheDocument();
  },
};

/**
 * The player's row already shown: "my position" focuses it at once, and again once the host has read
 * the page afresh (the table is replaced while it loads).
 */
export const MyPositionOnThisPage: Story = {
  args: { onShowMyPosition: fn() },
  render: function Render(args) {
    const [data, setData] = useState<RankingPage | undefined>(args.data);
    return (
      <RankingScreen
        {...args}
        data={data}
        onShowMyPosition={() => {
          args.onShowMyPosition?.();
          setData(undefined);
          setTimeout(() => setData({ ...rankingPageFixtures.middle }), 50);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Moja pozycja' }));
    expect(args.onShowMyPosition).toHaveBeenCalledOnce();
    await waitFor(() => expect(within(canvas.getByRole('row', { current: true })).getByRole('link')).toHaveFocus());
  },
};

/** Phone, German, the player far down a huge ranking: the header's buttons wrap, the marked row fits. */
export const MyPositionPhoneGerman: Story = {
  args: {
    data: buildRankingPage(1234, 5000),
    currentPlayerId: 500 + 12_335,
    onShowMyPosition: fn(),
  },
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('button', { name: 'Meine Position' })).toBeVisible();
    expect(within(canvas.getByRole('row', { current: true })).getByText('Du')).toBeInTheDocument();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
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
