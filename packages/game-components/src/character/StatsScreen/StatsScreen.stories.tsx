import { Stat } from '@rpg/contracts';
import { buildSeasonedStats, characterFixtures } from '@rpg/contracts/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { playErrorWithRetry, playLoading } from '../../shared/private/screen-stories.ts';
import { StatsScreen } from './StatsScreen.tsx';

const meta = {
  title: 'Game/Character/StatsScreen',
  component: StatsScreen,
  parameters: {
    guidance: {
      do: [
        'Use it for /my-character/stats: the stats panel with its add buttons as the page.',
        'Feed it the stats: `undefined` while loading, `error` for a failed load.',
      ],
      dont: [
        "Don't add equipment or skills here: they have their own screens.",
        "Don't count the points left yourself: show the character's statPointsLeft.",
      ],
    },
  },
  args: {
    data: { stats: buildSeasonedStats(4), doStatsPointsAvaiable: true, unspentPoints: 3 },
    error: false,
    onRetry: fn(),
    onAddStat: fn(),
  },
} satisfies Meta<typeof StatsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Points left: the message with its count and a +1 for each stat. */
export const Filled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 1, name: 'Statystyki' })).toBeInTheDocument();
    expect(canvas.getByRole('status')).toHaveTextContent('Masz 3 punkty do rozdania');
    await userEvent.click(canvas.getByRole('button', { name: 'Dodaj punkt: Inteligencja' }));
    expect(args.onAddStat).toHaveBeenCalledWith(Stat.Intelligence);
  },
};

/**
 * The count comes from the character (statPointsLeft, as the server sends it): each point spent says how
 * many are left, in Polish plurals (5 punktów, 2 punkty, 1 punkt), announced as the banner is a status.
 */
export const PointsLeftCountDown: Story = {
  args: { data: undefined },
  render: (args) => {
    const [left, setLeft] = useState(5);
    return (
      <StatsScreen
        {...args}
        data={{ stats: buildSeasonedStats(4), doStatsPointsAvaiable: left > 0, statPointsLeft: left }}
        onAddStat={async (stat) => {
          args.onAddStat(stat);
          setLeft((points) => points - 1);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('status');
    expect(banner).toHaveTextContent('Masz 5 punktów do rozdania');
    const add = () => userEvent.click(canvas.getByRole('button', { name: 'Dodaj punkt: Siła' }));
    await add();
    await add();
    await add();
    await waitFor(() => expect(banner).toHaveTextContent('Masz 2 punkty do rozdania'));
    await add();
    await waitFor(() => expect(banner).toHaveTextContent('Masz 1 punkt do rozdania'));
    await add();
    await waitFor(() => expect(banner).toHaveTextContent('Nie masz punktów do rozdania.'));
    expect(args.onAddStat).toHaveBeenCalledTimes(5);
  },
};

/** No points left. */
export const NoPoints: Story = {
  args: { data: { ...characterFixtures.broke } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('status')).toHaveTextContent('Nie masz punktów do rozdania.');
    expect(canvas.queryByRole('button', { name: /Dodaj punkt/ })).toBeNull();
  },
};

export const Loading: Story = { args: { data: undefined }, play: playLoading };

export const ErrorWithRetry: Story = { args: { data: undefined, error: true }, play: playErrorWithRetry };

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('status')).toHaveTextContent('You have 3 points to spend');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const StressGermanPhone: Story = {
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
