import { fightResultFixtures, storedBattleFixtures } from '@rpg/contracts/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { playLoading, playRetryInAlert } from '../../shared/private/screen-stories.ts';
import { BattleResultScreen } from './BattleResultScreen.tsx';

const meta = {
  title: 'Game/Battle/BattleResultScreen',
  component: BattleResultScreen,
  parameters: {
    guidance: {
      do: [
        'Use it for /battle/fight/{id} and /battles/{id}: it adds the title, the way back, loading, error and not-found around BattleResult.',
        'Set `notFound` when the fight does not exist (404), not `error`: the player gets the way back instead of a retry.',
      ],
      dont: [
        "Don't show a retry for a fight that does not exist.",
        "Don't title someone else's fight as the player's: it is a replay.",
      ],
    },
  },
  // The replay starts paused in stories: screenshots never catch it mid-turn.
  args: { data: fightResultFixtures.winWithLoot, error: false, onRetry: fn(), replayAutoPlay: false },
} satisfies Meta<typeof BattleResultScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A won fight: the title, the back link, the result and the log. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 1, name: 'Wynik walki' })).toBeInTheDocument();
    expect(canvas.getByRole('heading', { level: 2, name: 'Zwycięstwo!' })).toBeInTheDocument();
    expect(canvas.getByRole('link', { name: /Walka/ })).toHaveAttribute('href', '#battle');
    expect(canvas.getByRole('link', { name: 'Wróć do walk' })).toHaveAttribute('href', '#battle');
  },
};

/** The replay tab, stepped to its end. */
export const Replay: Story = {
  args: { data: fightResultFixtures.loss, reducedMotion: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Obejrzyj walkę' }));
    const [player] = canvas.getAllByRole('meter');
    expect(player).toHaveAttribute('aria-valuenow', '0');
  },
};

export const Loading: Story = { args: { data: undefined }, play: playLoading };

export const LoadFailed: Story = { args: { data: undefined, error: true }, play: playRetryInAlert };

export const English: Story = {
  args: { data: fightResultFixtures.winEn },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Fight result' })).toBeInTheDocument();
  },
};

export const PhoneDraw: Story = {
  args: { data: fightResultFixtures.draw },
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    expect(within(canvasElement).getByRole('heading', { level: 2, name: 'Unentschieden' })).toBeInTheDocument();
  },
};

/** A stored arena fight read back by its attacker: back to the arena, the honour, the share button. */
export const ArenaFight: Story = {
  args: { data: storedBattleFixtures.arenaWin, shareUrl: 'https://rpg.example/battles/1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 1, name: 'Wynik walki' })).toBeInTheDocument();
    expect(canvas.getByRole('link', { name: /Arena/ })).toHaveAttribute('href', '#arena');
    expect(canvas.getByRole('heading', { level: 3, name: 'Honor' })).toBeInTheDocument();
    expect(canvas.getByRole('button', { name: 'Skopiuj link do tej walki' })).toBeInTheDocument();
  },
};

/** Someone else's fight opened from a shared link: titled a replay, no rewards. */
export const SomeoneElses: Story = {
  args: { data: storedBattleFixtures.monsterWatched, shareUrl: 'https://rpg.example/battles/3' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 1, name: 'Powtórka walki' })).toBeInTheDocument();
    expect(canvas.queryByRole('heading', { name: 'Nagrody' })).toBeNull();
  },
};

/** An address that is no fight's (404): said so, with the way back. */
export const NotFound: Story = {
  args: { data: undefined, notFound: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { name: 'Nie ma takiej walki' })).toBeInTheDocument();
    expect(canvas.getByRole('link', { name: /Walka/ })).toHaveAttribute('href', '#battle');
  },
};

export const PhoneGermanSomeoneElsesArena: Story = {
  args: { data: storedBattleFixtures.arenaWatched },
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Kampfwiederholung' })).toBeInTheDocument();
  },
};
