import type { Character } from '@rpg/contracts';
import {
  buildArenaEnemies,
  buildArenaFightResult,
  buildCharacter,
  storedBattleFixtures,
} from '@rpg/contracts/fixtures';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { error, fakeApi, ok, withCharacter } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { expectLoadingThenError } from '../../test/screen-states.ts';

const hero = buildCharacter(3, { actionPoints: 60 });
const enemies = buildArenaEnemies(1);
const [first] = enemies;
const stored = storedBattleFixtures.arenaWin;
const fight = { ...buildArenaFightResult(1), battleId: stored.battleId };
const balance = (id: string) => document.querySelector(`[data-balance="${id}"]`)?.textContent;

/** The character after an arena fight: 5 action points spent, some health lost (honour is not the character's). */
const afterFight = (before: Character, health: number): Character => ({
  ...before,
  actionPoints: before.actionPoints - 5,
  stats: { ...before.stats, currentHealthPoints: health },
});

/**
 * The fight's calls on a server that keeps the character: it answers `before` until the fight, whose reply
 * carries `after`, and `after` from then on.
 */
const serveFight = (before: Character, after: Character) => {
  let current = before;
  fakeApi
    .on('getMyCharacter', () => ok(current))
    .on('getArenaBattles', ok(enemies))
    .on('arenaFight', () => {
      current = after;
      return ok(fight, withCharacter('arenaFight', after));
    })
    .on('getBattle', ok(stored));
};

describe('/arena', () => {
  it('fights an opponent once and opens the stored fight with the honour', async () => {
    serveFight(hero, afterFight(hero, 80));
    const { router } = await renderApp('/arena');
    await expect.poll(() => balance('actionPoints')).toBe('60');
    await page.getByRole('button', { name: `Fight: ${first?.enemyPlayerName}` }).click();
    await expect.element(page.getByRole('heading', { level: 3, name: 'Honour' })).toBeVisible();
    expect(router.state.location.pathname).toBe(`/battle/fight/${stored.battleId}`);
    expect(fakeApi.callsTo('arenaFight')[0]?.body).toEqual({ id: first?.enemyPlayerId, requestedLang: 'en' });
    // The action points spent, from the fight's reply: the character is not read again.
    await expect.poll(() => balance('actionPoints')).toBe('55');
    expect(fakeApi.callsTo('getMyCharacter')).toHaveLength(1);
  });

  it("shows the player's health; below 25% a fight asks first and the potion heals from the dialog", async () => {
    const potion = {
      isEmpty: false,
      imagePath: '',
      name: 'Health potion',
      description: 'Heals.',
      id: 1001,
      count: 1,
      healPercent: 30,
    };
    const hurt = {
      ...hero,
      stats: { ...hero.stats, currentHealthPoints: 10, healthPoints: 100 },
      consumableItems: [potion],
    };
    const healed = { ...hurt, stats: { ...hurt.stats, currentHealthPoints: 40 }, consumableItems: [] };
    serveFight(hurt, afterFight(healed, 26));
    fakeApi.on('useConsumable', ok(healed));
    const { router } = await renderApp('/arena');
    await expect
      .element(page.getByRole('meter', { name: 'Your health' }))
      .toHaveAttribute('aria-valuetext', '10 / 100');
    await page.getByRole('button', { name: `Fight: ${first?.enemyPlayerName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Your hero is badly hurt' });
    await dialog.getByRole('button', { name: 'Use Health potion (1 left)' }).click();
    await expect.element(page.getByText('You used Health potion. Health: 40 / 100.')).toBeVisible();
    await expect.element(dialog.getByText(/You have nothing that heals/)).toBeVisible();
    expect(fakeApi.callsTo('arenaFight')).toHaveLength(0);
    // Healed above 25%: the next fight button fights at once.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: `Fight: ${first?.enemyPlayerName}` }).click();
    await expect.element(page.getByRole('heading', { level: 3, name: 'Honour' })).toBeVisible();
    expect(fakeApi.callsTo('arenaFight')).toHaveLength(1);
    expect(fakeApi.callsTo('getMyCharacter')).toHaveLength(1);
    // Back from the result lands on the arena, with the health the fight left (its reply's character).
    await router.navigate(-1);
    await expect.poll(() => router.state.location.pathname).toBe('/arena');
    await expect.element(page.getByRole('heading', { level: 1, name: 'Arena' })).toBeVisible();
    await expect
      .element(page.getByRole('meter', { name: 'Your health' }))
      .toHaveAttribute('aria-valuetext', '26 / 100');
  });

  it('says why a refused use failed (full health) and fights nothing', async () => {
    const potion = {
      isEmpty: false,
      imagePath: '',
      name: 'Health potion',
      description: 'Heals.',
      id: 1001,
      count: 1,
      healPercent: 30,
    };
    const hurt = {
      ...hero,
      stats: { ...hero.stats, currentHealthPoints: 1, healthPoints: 100 },
      consumableItems: [potion],
    };
    fakeApi
      .on('getMyCharacter', ok(hurt))
      .on('getArenaBattles', ok(enemies))
      .on('useConsumable', { status: 409, body: error('health-full') });
    await renderApp('/arena');
    await page.getByRole('button', { name: `Fight: ${first?.enemyPlayerName}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Use Health potion (1 left)' }).click();
    await expect.element(page.getByText('Your health is full: nothing was used.')).toBeVisible();
    expect(fakeApi.callsTo('arenaFight')).toHaveLength(0);
  });

  it('rolls new opponents, then waits a minute', async () => {
    const rolled = buildArenaEnemies(9);
    fakeApi.on('getMyCharacter', ok(hero)).on('getArenaBattles', ok(enemies)).on('arenaRoll', ok(rolled));
    await renderApp('/arena');
    await page.getByRole('button', { name: 'New opponents' }).click();
    await expect.element(page.getByRole('heading', { name: rolled[0]?.enemyPlayerName })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'New opponents' })).toBeDisabled();
    await expect.element(page.getByText(/New opponents in \d+ seconds/)).toBeVisible();
  });

  it('says why a refused roll failed', async () => {
    fakeApi
      .on('getMyCharacter', ok(hero))
      .on('getArenaBattles', ok(enemies))
      .on('arenaRoll', { status: 409, body: error('roll-limit') });
    await renderApp('/arena');
    await page.getByRole('button', { name: 'New opponents' }).click();
    await expect.element(page.getByText('No rolls left for now. Try again later.')).toBeVisible();
  });

  it('shows the empty state', async () => {
    fakeApi.on('getMyCharacter', ok(hero)).on('getArenaBattles', ok([]));
    await renderApp('/arena');
    await expect.element(page.getByText('No opponents')).toBeVisible();
  });

  it('shows the loading state, then the error state with a retry', async () => {
    fakeApi.on('getMyCharacter', ok(hero));
    await expectLoadingThenError('/arena', 'getArenaBattles');
  });
});
