import { buildCharacter } from '@rpg/contracts/fixtures';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { fakeApi, ok } from '../test/fake-api.ts';
import { renderApp } from '../test/render-app.tsx';
import { apiDeadline } from './api.ts';

const hero = buildCharacter(7, { name: 'Bohater', doStatsPointsAvaiable: true });
/** A reply that never comes. */
const never = () => new Promise<never>(() => undefined);

describe('a call whose reply never comes', () => {
  const usual = apiDeadline.ms;
  beforeEach(() => {
    apiDeadline.ms = 400;
  });
  afterEach(() => {
    apiDeadline.ms = usual;
  });

  it('fails at its deadline: the page shows its error with "Try again", which loads again', {
    timeout: 40_000,
  }, async () => {
    let answers = false;
    fakeApi.on('getMyCharacter', () => (answers ? ok(hero) : never()));
    await renderApp('/my-character/stats');
    const retry = page.getByRole('button', { name: 'Try again' });
    await expect.element(retry, { timeout: 20_000 }).toBeVisible();
    expect(fakeApi.callsTo('getMyCharacter').length).toBeGreaterThan(0);
    answers = true;
    await retry.click();
    await expect.element(page.getByRole('button', { name: 'Add a point to Force' }), { timeout: 20_000 }).toBeVisible();
  });

  it('an action: says the server did not answer in time, and the button is usable again', async () => {
    fakeApi.on('getMyCharacter', ok(hero)).on('addStat', never);
    await renderApp('/my-character/stats');
    await page.getByRole('button', { name: 'Add a point to Force' }).click();
    await expect.element(page.getByText('The server did not answer in time.', { exact: false })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Add a point to Force' })).toBeEnabled();
  });
});
