import { BattleResult, baseInfoOf, type Character } from '@rpg/contracts';
import {
  buildCharacter,
  buildFightResult,
  buildMonsters,
  buildStoredBattle,
  storedBattleFixtures,
} from '@rpg/contracts/fixtures';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { error, fakeApi, ok, withCharacter } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { expectLoadingThenError } from '../../test/screen-states.ts';

const hero = buildCharacter(3, { baseCurrency: 100, premiumCurrency: 5, actionPoints: 60 });
const withBase = { myCharacterBaseInfo: baseInfoOf(hero) };
const monsters = buildMonsters(1, { monsterRolls: 3 }, 'en');
const [wolf] = monsters.monsters;
const stored = buildStoredBattle(1, {}, {}, 'en');
const fight = { ...buildFightResult(1, BattleResult.Win, {}, 'en'), battleId: stored.battleId };
const rewards = fight.battleMonsterRewards;
const balance = (id: string) => document.querySelector(`[data-balance="${id}"]`)?.textContent;

/** The character after winning `fight`: 10 action points spent, the gold, experience and item won, health lost. */
const afterFight = (before: Character, health: number): Character => ({
  ...before,
  actionPoints: before.actionPoints - 10,
  baseCurrency: before.baseCurrency + rewards.currencyOne,
  experiencePoints: before.experiencePoints + rewards.experienceGained,
  stats: { ...before.stats, currentHealthPoints: health },
  inventoryGameItems: rewards.item ? [...before.inventoryGameItems, rewards.item] : before.inventoryGameItems,
});

/**
 * The fight's calls on a server that keeps the character: it answers `before` (and the monster list its
 * balance) until the fight, whose reply carries `after`, and `after` from then on.
 */
const serveFight = (before: Character, after: Character) => {
  let current = before;
  fakeApi
    .on('getMyCharacter', () => ok(current))
    .on('getBattleEnemies', () => ok(monsters, { myCharacterBaseInfo: baseInfoOf(current) }))
    .on('getQuests', ok([]))
    .on('commitFight', () => {
      current = after;
      return ok(fight, withCharacter('commitFight', after));
    })
    .on('getBattle', ok(stored));
};

describe('/battle', () => {
  it('shows the monsters with their danger words and the rolls left; a roll replaces them', async () => {
    const rolled = buildMonsters(7, { monsterRolls: 2 }, 'en');
    fakeApi
      .on('getMyCharacter', ok(hero))
      .on('getBattleEnemies', ok(monsters, withBase))
      .on('rollBattleEnemies', ok(rolled, withBase));
    await renderApp('/battle');
    await expect.element(page.getByRole('heading', { level: 2, name: wolf?.name })).toBeVisible();
    await page.getByRole('button', { name: /Draw new monsters/ }).click();
    await expect.element(page.getByRole('heading', { level: 2, name: rolled.monsters[0]?.name })).toBeVisible();
    expect(fakeApi.callsTo('getBattleEnemies')).toHaveLength(1);
  });

  it("fights once and moves to the stored fight, which it only reads; the balance is the reply's character", async () => {
    serveFight(hero, afterFight(hero, 70));
    const { router } = await renderApp('/battle');
    await expect.poll(() => balance('baseCurrency')).toBe('100');
    await page.getByRole('button', { name: `Fight: ${wolf?.name}` }).click();
    await expect.element(page.getByRole('heading', { level: 2, name: 'Victory!' })).toBeVisible();
    expect(router.state.location.pathname).toBe(`/battle/fight/${stored.battleId}`);
    expect(fakeApi.callsTo('commitFight')).toHaveLength(1);
    expect(fakeApi.callsTo('commitFight')[0]?.body).toEqual({ id: wolf?.id, requestedLang: 'en' });
    expect(fakeApi.callsTo('getBattle')[0]?.params).toEqual({ id: String(stored.battleId) });
    // The gold won and the action points spent, from the fight's reply: the character is not read again.
    await expect.poll(() => balance('baseCurrency')).toBe(String(100 + rewards.currencyOne));
    expect(balance('actionPoints')).toBe('50');
    expect(fakeApi.callsTo('getMyCharacter')).toHaveLength(1);
  });

  it('says why a refused fight failed and stays on the list', async () => {
    fakeApi
      .on('getMyCharacter', ok(hero))
      .on('getBattleEnemies', ok(monsters, withBase))
      .on('commitFight', { status: 409, body: error('not-enough-action-points') });
    const { router } = await renderApp('/battle');
    await page.getByRole('button', { name: `Fight: ${wolf?.name}` }).click();
    await expect.element(page.getByText('Not enough action points.')).toBeVisible();
    expect(router.state.location.pathname).toBe('/battle');
  });

  it("shows the player's health where the fight starts", async () => {
    const hurt = { ...hero, stats: { ...hero.stats, currentHealthPoints: 60, healthPoints: 120 } };
    fakeApi.on('getMyCharacter', ok(hurt)).on('getBattleEnemies', ok(monsters, withBase));
    await renderApp('/battle');
    await expect
      .element(page.getByRole('meter', { name: 'Your health' }))
      .toHaveAttribute('aria-valuetext', '60 / 120');
    await expect.element(page.getByText('Health comes back by 1% of the maximum a minute.')).toBeVisible();
  });

  it('below 25% health a fight asks first; bread from the dialog heals, then "fight anyway" fights', async () => {
    const bread = {
      isEmpty: false,
      imagePath: '',
      name: 'Bread ×2',
      description: 'A loaf.',
      id: 1008,
      count: 2,
      healPercent: 10,
    };
    const hurt = {
      ...hero,
      stats: { ...hero.stats, currentHealthPoints: 1, healthPoints: 120 },
      consumableItems: [bread],
    };
    const healed = {
      ...hurt,
      stats: { ...hurt.stats, currentHealthPoints: 13 },
      consumableItems: [{ ...bread, name: 'Bread', count: 1 }],
    };
    serveFight(hurt, afterFight(healed, 4));
    fakeApi.on('useConsumable', ok(healed));
    const { router } = await renderApp('/battle');
    await expect.element(page.getByText(/Your hero is badly hurt: below 25% of health/)).toBeVisible();
    await page.getByRole('button', { name: `Fight: ${wolf?.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Your hero is badly hurt' });
    await expect.element(dialog).toBeVisible();
    expect(fakeApi.callsTo('commitFight')).toHaveLength(0);
    await dialog.getByRole('button', { name: 'Use Bread ×2 (2 left)' }).click();
    // The reply is the character: the health and the pouch change in place, and a toast says so.
    await expect.element(page.getByText('You used Bread. Health: 13 / 120.')).toBeVisible();
    await expect
      .element(dialog.getByRole('meter', { name: 'Your health' }))
      .toHaveAttribute('aria-valuetext', '13 / 120');
    await expect.element(dialog.getByRole('button', { name: 'Use Bread (1 left)' })).toBeVisible();
    expect(fakeApi.callsTo('useConsumable')[0]?.body).toEqual({ id: 1008, requestedLang: 'en' });
    expect(fakeApi.callsTo('getMyCharacter')).toHaveLength(1);
    await dialog.getByRole('button', { name: 'Fight anyway' }).click();
    await expect.element(page.getByRole('heading', { level: 2, name: 'Victory!' })).toBeVisible();
    expect(router.state.location.pathname).toBe(`/battle/fight/${stored.battleId}`);
    expect(fakeApi.callsTo('commitFight')).toHaveLength(1);
    // The fight's reply carries the character: the action points spent show, nothing is read again.
    await expect.poll(() => balance('actionPoints')).toBe('50');
    expect(fakeApi.callsTo('getMyCharacter')).toHaveLength(1);
  });

  it('below 25% health, cancel in the dialog fights nothing', async () => {
    const hurt = { ...hero, stats: { ...hero.stats, currentHealthPoints: 2, healthPoints: 120 }, consumableItems: [] };
    fakeApi.on('getMyCharacter', ok(hurt)).on('getBattleEnemies', ok(monsters, withBase));
    const { router } = await renderApp('/battle');
    await page.getByRole('button', { name: `Fight: ${wolf?.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Your hero is badly hurt' });
    await expect.element(dialog.getByText(/You have nothing that heals/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(fakeApi.callsTo('commitFight')).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/battle');
  });

  it('Back from the fight result lands on the monster list with the health the fight left, and fights nothing again', async () => {
    serveFight(hero, afterFight(hero, 70));
    const { router } = await renderApp('/battle');
    await expect
      .element(page.getByRole('meter', { name: 'Your health' }))
      .toHaveAttribute('aria-valuetext', `${hero.stats.healthPoints} / ${hero.stats.healthPoints}`);
    await page.getByRole('button', { name: `Fight: ${wolf?.name}` }).click();
    await expect.element(page.getByRole('heading', { level: 2, name: 'Victory!' })).toBeVisible();
    await router.navigate(-1);
    await expect.poll(() => router.state.location.pathname).toBe('/battle');
    await expect.element(page.getByRole('heading', { level: 1, name: 'Battle' })).toBeVisible();
    await expect
      .element(page.getByRole('meter', { name: 'Your health' }))
      .toHaveAttribute('aria-valuetext', `70 / ${hero.stats.healthPoints}`);
    await router.navigate(1);
    await expect.element(page.getByRole('heading', { level: 2, name: 'Victory!' })).toBeVisible();
    expect(fakeApi.callsTo('commitFight')).toHaveLength(1);
  });

  it('shows the empty state', async () => {
    fakeApi.on('getMyCharacter', ok(hero)).on('getBattleEnemies', ok({ monsters: [], monsterRolls: 0 }, withBase));
    await renderApp('/battle');
    await expect.element(page.getByText('No monsters around')).toBeVisible();
  });

  it('shows the loading state, then the error state', async () => {
    fakeApi.on('getMyCharacter', ok(hero));
    await expectLoadingThenError('/battle', 'getBattleEnemies');
  });
});

describe('/battle/fight/{id} and /battles/{id}', () => {
  it('reads the stored fight on a reload: the result, the rewards, the log and the replay', async () => {
    fakeApi.on('getMyCharacter', ok(hero)).on('getBattle', ok(stored));
    await renderApp(`/battle/fight/${stored.battleId}`);
    await expect.element(page.getByRole('heading', { level: 3, name: 'Rewards' })).toBeVisible();
    await page.getByRole('tab', { name: 'Watch the fight' }).click();
    await expect.element(page.getByRole('region', { name: 'Fight replay' })).toBeVisible();
    expect(fakeApi.callsTo('commitFight')).toHaveLength(0);
  });

  it("shows someone else's fight from a shared link, without rewards", async () => {
    const watched = buildStoredBattle(3, { isMine: false, result: BattleResult.Loss }, {}, 'en');
    fakeApi.on('getMyCharacter', ok(hero)).on('getBattle', ok(watched));
    await renderApp(`/battles/${watched.battleId}`);
    await expect.element(page.getByRole('heading', { level: 1, name: 'Fight replay' })).toBeVisible();
    await expect.element(page.getByRole('heading', { level: 2, name: `${watched.attacker.name} lost` })).toBeVisible();
    expect(page.getByRole('heading', { name: 'Rewards' }).query()).toBeNull();
  });

  it('shows an arena fight with the honour and the way back to the arena', async () => {
    fakeApi.on('getMyCharacter', ok(hero)).on('getBattle', ok(storedBattleFixtures.arenaWin));
    await renderApp(`/battles/${storedBattleFixtures.arenaWin.battleId}`);
    await expect.element(page.getByRole('heading', { level: 3, name: 'Honour' })).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Back to the arena' })).toBeVisible();
  });

  it('says a fight does not exist (404, or an address that is no id)', async () => {
    fakeApi.on('getMyCharacter', ok(hero)).on('getBattle', { status: 404, body: error('not-found') });
    await renderApp('/battles/999');
    await expect.element(page.getByRole('heading', { name: 'No such fight' })).toBeVisible();
  });

  it('says an address that is no fight id is no fight, without asking', async () => {
    fakeApi.on('getMyCharacter', ok(hero));
    await renderApp('/battles/abc');
    await expect.element(page.getByRole('heading', { name: 'No such fight' })).toBeVisible();
    expect(fakeApi.callsTo('getBattle')).toHaveLength(0);
  });

  it('shows the loading state, then the error state with a retry', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    fakeApi.on('getMyCharacter', ok(hero)).on('getBattle', async () => {
      await gate;
      return { status: 500, body: error('internal-error') };
    });
    await renderApp('/battles/5');
    await expect.element(page.getByRole('status').first()).toBeInTheDocument();
    release();
    await expect.element(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
