import { fightResultFixtures, storedBattleFixtures } from '@rpg/contracts/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { BattleResult } from './BattleResult.tsx';

const meta = {
  title: 'Game/Battle/BattleResult',
  component: BattleResult,
  parameters: {
    guidance: {
      do: [
        "Use it for any finished fight: monster or arena, the player's own or someone else's.",
        'Pass `shareUrl` when the fight has an address of its own, so the player can copy the link.',
        'Let the rewards section follow the outcome: a loss shows none, an arena fight shows honour.',
      ],
      dont: [
        "Don't show rewards on someone else's fight: it is told by the fighters' names.",
        "Don't open the replay first on phones unless asked (`initialView`): the written log is quicker to read.",
      ],
    },
  },
  // The replay tab starts paused in stories: screenshots never catch it mid-turn.
  args: { result: fightResultFixtures.win, replayAutoPlay: false },
} satisfies Meta<typeof BattleResult>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A win: congratulation with gold and experience, the hero facing the monster, the log and the back link. */
export const Win: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const result = fightResultFixtures.win;
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
    expect(canvas.getByRole('link', { name: 'Wróć do walk' })).toHaveAttribute('href', '#battle');
  },
};

/** Loot: the item's name among the rewards. */
export const WinWithLoot: Story = {
  args: { result: fightResultFixtures.winWithLoot },
  play: async ({ canvasElement }) => {
    const item = fightResultFixtures.winWithLoot.battleMonsterRewards.item;
    expect(within(canvasElement).getByText(item?.name ?? 'missing item')).toBeInTheDocument();
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

/** A stored fight read back by its attacker (GET /battles/{id}): the same result, with when it was fought. */
export const StoredWin: Story = {
  args: { result: storedBattleFixtures.monsterWinWithLoot },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const battle = storedBattleFixtures.monsterWinWithLoot;
    expect(canvas.getByRole('heading', { level: 2, name: 'Zwycięstwo!' })).toBeInTheDocument();
    expect(canvas.getByText(battle.battleMonsterRewards?.item?.name ?? 'missing item')).toBeInTheDocument();
    expect(canvasElement.querySelector('time')).toHaveAttribute('dateTime', battle.foughtAt);
    expect(canvas.getByRole('link', { name: 'Wróć do walk' })).toHaveAttribute('href', '#battle');
  },
};

/** An arena win read back by its attacker: the opponent's avatar, the honour gained and the honour now. */
export const ArenaWin: Story = {
  args: { result: storedBattleFixtures.arenaWin },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const battle = storedBattleFixtures.arenaWin;
    const change = battle.arenaRewards?.honourPointsChange ?? 0;
    expect(canvas.getByRole('heading', { level: 2, name: 'Zwycięstwo!' })).toBeInTheDocument();
    expect(
      canvas.getByText(`Pokonujesz gracza ${battle.opponent.name} na arenie i zdobywasz ${change} punktów honoru.`),
    ).toBeInTheDocument();
    expect(canvas.getByRole('heading', { level: 3, name: 'Honor' })).toBeInTheDocument();
    expect(canvas.getByText(`+${change}`)).toBeInTheDocument();
    expect(canvas.getByRole('img', { name: battle.opponent.name })).toBeInTheDocument();
    expect(canvas.queryByRole('heading', { name: 'Nagrody' })).toBeNull();
    expect(canvas.getByRole('link', { name: 'Wróć na arenę' })).toHaveAttribute('href', '#arena');
  },
};

/** An arena loss: the honour lost, in Polish plural. */
export const ArenaLoss: Story = {
  args: { result: storedBattleFixtures.arenaLoss },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const battle = storedBattleFixtures.arenaLoss;
    const lost = Math.abs(battle.arenaRewards?.honourPointsChange ?? 0);
    expect(canvas.getByRole('heading', { level: 2, name: 'Porażka' })).toBeInTheDocument();
    expect(canvas.getByText(new RegExp(`Tracisz ${lost} punkt(y|ów)? honoru`))).toBeInTheDocument();
    expect(canvas.getByText(`−${lost}`)).toBeInTheDocument();
  },
};

/** An arena loss at 0 honour: nothing to lose, said so (not "you lost 0 points"). */
export const ArenaLossAtZeroHonour: Story = {
  args: {
    result: { ...storedBattleFixtures.arenaLoss, arenaRewards: { honourPointsChange: 0, honourPoints: 0 } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText(/Honor nie spada poniżej 0/)).toBeInTheDocument();
    expect(canvas.getByText('±0')).toBeInTheDocument();
  },
};

/** Someone else's monster fight (a shared link): told by the fighters' names, no rewards. */
export const SomeoneElsesBattle: Story = {
  args: { result: storedBattleFixtures.monsterWatched },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const battle = storedBattleFixtures.monsterWatched;
    expect(canvas.getByRole('heading', { level: 2, name: `Wygrywa ${battle.attacker.name}` })).toBeInTheDocument();
    expect(
      canvas.getByText(`${battle.attacker.name} pokonuje przeciwnika (${battle.opponent.name}).`),
    ).toBeInTheDocument();
    expect(canvas.getByRole('img', { name: battle.attacker.name })).toBeInTheDocument();
    expect(canvas.queryByRole('heading', { name: 'Nagrody' })).toBeNull();
    expect(canvas.queryByText('Twój bohater')).toBeNull();
  },
};

/** Someone else's arena draw: no honour shown. */
export const SomeoneElsesArenaDraw: Story = {
  args: { result: storedBattleFixtures.arenaWatched },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 2, name: 'Remis' })).toBeInTheDocument();
    expect(canvas.queryByRole('heading', { name: 'Honor' })).toBeNull();
    expect(canvas.getByRole('link', { name: 'Wróć na arenę' })).toBeInTheDocument();
  },
};

/** Copy the fight's link: the clipboard gets the address and the copy is announced. */
export const ShareLink: Story = {
  args: { result: storedBattleFixtures.monsterWin, shareUrl: 'https://rpg.example/battles/1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const write = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await userEvent.click(canvas.getByRole('button', { name: 'Skopiuj link do tej walki' }));
    expect(write).toHaveBeenCalledWith('https://rpg.example/battles/1');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Link skopiowany. Podziel się nim z innymi graczami.'),
    );
    write.mockRestore();
  },
};

/** The clipboard refused: the link is shown to copy by hand. */
export const ShareLinkFailed: Story = {
  args: { result: storedBattleFixtures.monsterWin, shareUrl: 'https://rpg.example/battles/1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const write = spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await userEvent.click(canvas.getByRole('button', { name: 'Skopiuj link do tej walki' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('https://rpg.example/battles/1'));
    write.mockRestore();
  },
};

/** Reduced motion: the replay opens on the final state, no play button, still steppable. */
export const ReducedMotion: Story = {
  args: { result: storedBattleFixtures.arenaLoss, reducedMotion: true, initialView: 'replay' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const replay = canvas.getByRole('region', { name: 'Powtórka walki' });
    expect(within(replay).queryByRole('button', { name: 'Odtwórz' })).toBeNull();
    expect(within(replay).getByRole('button', { name: 'Przewiń do końca' })).toBeDisabled();
    await userEvent.click(within(replay).getByRole('button', { name: 'Poprzednia tura' }));
    expect(within(replay).getByRole('button', { name: 'Przewiń do końca' })).toBeEnabled();
  },
};

export const PhonePolishArena: Story = {
  args: { result: storedBattleFixtures.arenaWin, shareUrl: 'https://rpg.example/battles/1' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    expect(within(canvasElement).getByRole('button', { name: 'Skopiuj link do tej walki' })).toBeInTheDocument();
  },
};
