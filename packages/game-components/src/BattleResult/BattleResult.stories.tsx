import { fightResultFixtures } from '@rpg/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BattleResult } from './BattleResult.tsx';

const meta = {
  title: 'Game/Battle/BattleResult',
  component: BattleResult,
  // The replay tab starts paused in stories: screenshots never catch it mid-turn.
  args: { result: fightResultFixtures.win, replayAutoPlay: false },
} satisfies Meta<typeof BattleResult>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A win: congratulation with gold and experience, the hero facing the monster, the log and the back link. */
export const Win: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { result } = args;
    expect(canvas.getByRole('heading', { level: 2, name: 'Zwycięstwo!' })).toBeInTheDocument();
    const gold = result.battleMonsterRewards.currencyOne;
    const experience = result.battleMonsterRewards.experienceGained;
    expect(
      canvas.getByText(
        `Gratulacje! Pokonujesz przeciwnika (${result.monster.name}) i zdobywasz ${gold} złota oraz ${experience} doświadczenia.`,
      ),
    ).toBeInTheDocument();
    expect(canvas.getByText(`+${gold}`)).toBeInTheDocument();
    expect(canvas.getByText('Tym razem bez przedmiotu.')).toBeInTheDocument();
    expect(canvas.getByRole('img', { name: result.monster.name })).toBeInTheDocument();
    const log = canvas.getByRole('list', { name: 'Przebieg walki' });
    expect(within(log).getAllByRole('listitem')).toHaveLength(result.actions.length);
    expect(canvas.getByRole('link', { name: 'Wróć do walk' })).toHaveAttribute('href', '/battle');
  },
};

/** Loot: the item's name among the rewards. */
export const WinWithLoot: Story = {
  args: { result: fightResultFixtures.winWithLoot },
  play: async ({ canvasElement, args }) => {
    expect(within(canvasElement).getByText(args.result.battleMonsterRewards.item?.name ?? '')).toBeInTheDocument();
  },
};

/** The spec's message when the backpack has no free slot. */
export const BackpackFull: Story = {
  args: { result: fightResultFixtures.winBackpackFull },
  play: async ({ canvasElement }) => {
    expect(
      within(canvasElement).getByText(/Bez wolnego miejsca w plecaku nie dostaniesz przedmiotów z walk/),
    ).toBeInTheDocument();
  },
};

export const LevelUp: Story = {
  args: { result: fightResultFixtures.winLevelUp },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText(/Nowy poziom!/)).toBeInTheDocument();
  },
};

/** A loss: no rewards section. */
export const Loss: Story = {
  args: { result: fightResultFixtures.loss },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { name: 'Porażka' })).toBeInTheDocument();
    expect(canvas.queryByRole('heading', { name: 'Nagrody' })).toBeNull();
  },
};

export const Draw: Story = {
  args: { result: fightResultFixtures.draw },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { name: 'Remis' })).toBeInTheDocument();
    expect(canvas.getByText(/nie padliście w ciągu 30 rund/)).toBeInTheDocument();
  },
};

/** 'Watch the fight' opens the replay of the same log (by keyboard: arrow to the tab). */
export const WatchTheFight: Story = {
  args: { reducedMotion: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const logTab = canvas.getByRole('tab', { name: 'Przebieg walki' });
    logTab.focus();
    await userEvent.keyboard('{ArrowRight}');
    const replayTab = canvas.getByRole('tab', { name: 'Obejrzyj walkę' });
    if (replayTab.getAttribute('aria-selected') !== 'true') await userEvent.keyboard('{Enter}');
    expect(replayTab).toHaveAttribute('aria-selected', 'true');
    const replay = canvas.getByRole('region', { name: 'Powtórka walki' });
    expect(within(replay).getByText('Walka się zaczyna.')).toBeInTheDocument();
    await userEvent.click(within(replay).getByRole('button', { name: 'Przewiń do końca' }));
    const total = args.result.actions.length;
    expect(within(replay).getAllByRole('listitem')).toHaveLength(total);
  },
};

/** A missing monster picture shows the monster placeholder. */
export const MissingImages: Story = {
  args: { result: fightResultFixtures.missingImages },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Leszy' });
    expect(image.getAttribute('src')).toContain('/images/fallbacks/monster.svg');
  },
};

export const English: Story = {
  args: { result: fightResultFixtures.winEn },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { name: 'Victory!' })).toBeInTheDocument();
    expect(canvas.getByRole('link', { name: 'Back to battle' })).toBeInTheDocument();
    expect(canvas.getByRole('tab', { name: 'Watch the fight' })).toBeInTheDocument();
  },
};

export const PhoneGerman: Story = {
  args: { result: fightResultFixtures.winBackpackFull },
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    expect(within(canvasElement).getByRole('heading', { name: 'Sieg!' })).toBeInTheDocument();
  },
};
