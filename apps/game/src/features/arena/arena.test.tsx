import {
  buildArenaEnemies,
  buildArenaFightResult,
  buildCharacter,
  storedBattleFixtures,
} from '@rpg/contracts/fixtures';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { error, fakeApi, ok } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { expectLoadingThenError } from '../../test/screen-states.ts';

const hero = buildCharacter(3, { actionPoints: 60 });
const enemies = buildArenaEnemies(1);
const [first] = enemies;
const stored = storedBattleFixtures.arenaWin;

describe('/arena', () => {
  it('fights an opponent once and opens the stored fight with the honour', async () => {
    fakeApi
      .on('getMyCharacter', ok(hero))
      .on('getArenaBattles', ok(enemies))
      .on(
        'arenaFight',
        ok(
          { ...buildArenaFightResult(1), battleId: stored.battleId },
          { myCharacterBaseInfo: { baseCurrency: 1, premiumCurrency: 2, stamina: 55 } },
        ),
      )
      .on('getBattle', ok(stored));
    const { router } = await renderApp('/arena');
    await page.getByRole('button', { name: `Fight: ${first?.enemyPlayerName}` }).click();
    await expect.element(page.getByRole('heading', { level: 3, name: 'Honour' })).toBeVisible();
    expect(router.state.location.pathname).toBe(`/battle/fight/${stored.battleId}`);
    expect(fakeApi.callsTo('arenaFight')[0]?.body).toEqual({ id: first?.enemyPlayerId, requestedLang: 'en' });
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
