import { BattleResult, baseInfoOf } from '@rpg/contracts';
import {
  buildCharacter,
  buildFightResult,
  buildMonsters,
  buildStats,
  buildStoredBattle,
  experienceForNextLevel,
} from '@rpg/contracts/fixtures';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { fakeApi, ok, withCharacter } from '../test/fake-api.ts';
import { renderApp } from '../test/render-app.tsx';
import { unspentStatPoints } from './LevelUp.tsx';

const monsters = buildMonsters(1, { monsterRolls: 3 }, 'en');
const [wolf] = monsters.monsters;
const stored = buildStoredBattle(1, {}, {}, 'en');
const fight = { ...buildFightResult(1, BattleResult.Win, {}, 'en'), battleId: stored.battleId };

/** The character before the fight, and after it (one level more, its points waiting). */
const before = buildCharacter(3, {
  name: 'Dobromir',
  level: 3,
  experiencePoints: 500,
  experiencePointsNeededForNextLevel: experienceForNextLevel(3),
  baseCurrency: 100,
  premiumCurrency: 5,
  actionPoints: 60,
  doStatsPointsAvaiable: false,
  statPointsLeft: 0,
});
const after = {
  ...before,
  level: 4,
  experiencePoints: 500 + fight.battleMonsterRewards.experienceGained - experienceForNextLevel(3),
  experiencePointsNeededForNextLevel: experienceForNextLevel(4),
  baseCurrency: 100 + fight.battleMonsterRewards.currencyOne,
  actionPoints: 50,
  doStatsPointsAvaiable: true,
  statPointsLeft: 5,
};

/**
 * The battle's calls; the character (and the monster list's balance) answers `before` until the fight,
 * whose reply carries the raised character, and that one from then on.
 */
const fightRaisingTheLevel = (raised = after) => {
  let fought = false;
  fakeApi
    .on('getMyCharacter', () => ok(fought ? raised : before))
    .on('getBattleEnemies', () => ok(monsters, { myCharacterBaseInfo: baseInfoOf(fought ? raised : before) }))
    .on('getQuests', ok([]))
    .on('commitFight', () => {
      fought = true;
      return ok(fight, withCharacter('commitFight', raised));
    })
    .on('getBattle', ok(stored));
};

describe('the level-up moment', () => {
  it('shows the new level and the points after a fight that raised it, and leads to the stats', async () => {
    fightRaisingTheLevel();
    const { router } = await renderApp('/battle');
    await page.getByRole('button', { name: `Fight: ${wolf?.name}` }).click();
    const moment = page.getByRole('dialog', { name: 'Level 4!' });
    await expect.element(moment).toBeVisible();
    await expect
      .element(moment)
      .toHaveAccessibleDescription('Your hero has reached level 4. You have 5 stat points to spend.');
    // The new level came with the fight's reply: the character is not read again.
    expect(fakeApi.callsTo('getMyCharacter')).toHaveLength(1);
    // The fight's result is there under it.
    expect(router.state.location.pathname).toBe(`/battle/fight/${stored.battleId}`);
    await moment.getByRole('link', { name: 'Spend points' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/my-character/stats');
    await expect.element(moment).not.toBeInTheDocument();
  });

  it('says it in Polish with real plurals, and closes with "Później" where the player was', async () => {
    fightRaisingTheLevel({ ...after, statPointsLeft: 2 });
    const { router } = await renderApp('/battle', { language: 'pl' });
    await page.getByRole('button', { name: `Walcz: ${wolf?.name}` }).click();
    const moment = page.getByRole('dialog', { name: 'Poziom 4!' });
    await expect
      .element(moment)
      .toHaveAccessibleDescription('Twój bohater awansował na poziom 4. Masz 2 punkty statystyk do rozdania.');
    await moment.getByRole('button', { name: 'Później' }).click();
    await expect.element(moment).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/battle/fight/${stored.battleId}`);
  });

  it('is not shown for the level the game starts with, nor when the level stays', async () => {
    fakeApi.on('getMyCharacter', ok(after));
    await renderApp('/my-character');
    await expect.element(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect.element(page.getByText('Dobromir').first()).toBeVisible();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });
});

describe('unspentStatPoints', () => {
  it('takes the count the server sends, else counts it from the rules', () => {
    expect(unspentStatPoints(after)).toBe(5);
    const { statPointsLeft: _, ...spec } = after;
    // Level 4: 5 + 3 x 5 = 20 points given; base stats 5/5/5/5 plus 12 spent.
    const stats = buildStats({ baseForce: 10, baseIntelligence: 9, baseDexterity: 8, baseEndurance: 5 });
    expect(unspentStatPoints({ ...spec, stats })).toBe(8);
    expect(unspentStatPoints({ ...spec, stats, doStatsPointsAvaiable: false })).toBe(0);
  });
});
