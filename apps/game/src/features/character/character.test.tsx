import { Stat } from '@rpg/contracts';
import { buildCharacter } from '@rpg/contracts/fixtures';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { error, fakeApi, ok, withCharacter } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';

const hero = buildCharacter(7, { name: 'Bohater', doStatsPointsAvaiable: true });
const forceTotal = () => hero.stats.baseForce + hero.stats.forceFromItems;

/** The first list item that holds a stat's name: its row in the stats panel. */
const statRow = (name: string) => page.getByRole('listitem').filter({ hasText: name }).first();
/** A combat value of the stats panel (its `data-stat` id, e.g. health), as shown. */
const combatValue = (id: string) => document.querySelector(`[data-stat="${id}"] dd`)?.textContent;

describe('/my-character/stats', () => {
  it('shows the loading state, then the stats', async () => {
    let answer: (value: ReturnType<typeof ok>) => void = () => undefined;
    fakeApi.on('getMyCharacter', () => new Promise((resolve) => (answer = resolve)));
    await renderApp('/my-character/stats');
    await expect.poll(() => fakeApi.callsTo('getMyCharacter').length).toBe(1);
    await expect.element(page.getByText('Loading…').first()).toBeInTheDocument();
    answer(ok(hero));
    await expect.element(statRow('Force')).toHaveTextContent(String(forceTotal()));
  });

  it('shows the error state with a retry that loads again', async () => {
    let fail = true;
    fakeApi.on('getMyCharacter', () => (fail ? { status: 503, body: error('internal-error') } : ok(hero)));
    await renderApp('/my-character/stats');
    const retry = page.getByRole('button', { name: 'Try again' });
    await expect.element(retry).toBeVisible();
    fail = false;
    await retry.click();
    await expect.element(statRow('Force')).toHaveTextContent(String(forceTotal()));
  });

  it('adds a point at once and keeps what the server answers', async () => {
    // The server's character after the point: force up, the health it derives from it, no point left.
    const stats = { ...hero.stats, baseForce: hero.stats.baseForce + 1, healthPoints: hero.stats.healthPoints + 3 };
    const after = { ...hero, stats, doStatsPointsAvaiable: false };
    let answer: (value: ReturnType<typeof ok>) => void = () => undefined;
    fakeApi.on('getMyCharacter', ok(hero)).on('addStat', () => new Promise((resolve) => (answer = resolve)));
    await renderApp('/my-character/stats');
    await expect
      .poll(() => combatValue('health'))
      .toBe(`${hero.stats.currentHealthPoints} / ${hero.stats.healthPoints}`);
    await page.getByRole('button', { name: 'Add a point to Force' }).click();
    await expect.poll(() => fakeApi.callsTo('addStat').length).toBe(1);
    // Optimistic: the new total shows before the server answers.
    await expect.element(statRow('Force')).toHaveTextContent(String(forceTotal() + 1));
    answer(ok({ stats, doStatsPointsAvailable: false }, withCharacter('addStat', after)));
    // The reply's character replaces the guess: the health the server derived, and no point left to add.
    await expect.element(page.getByRole('button', { name: 'Add a point to Force' })).not.toBeInTheDocument();
    await expect
      .element(page.getByText('You have no points to spend. You get new ones at the next level.'))
      .toBeVisible();
    await expect.poll(() => combatValue('health')).toBe(`${stats.currentHealthPoints} / ${stats.healthPoints}`);
    await expect.element(statRow('Force')).toHaveTextContent(String(forceTotal() + 1));
    expect(fakeApi.callsTo('addStat')[0]?.body).toEqual({ id: Stat.Force, requestedLang: 'en' });
    expect(fakeApi.callsTo('getMyCharacter')).toHaveLength(1);
  });

  it('rolls the point back and says why when the server refuses', async () => {
    fakeApi.on('getMyCharacter', ok(hero)).on('addStat', { status: 409, body: error('no-stat-points') });
    await renderApp('/my-character/stats');
    await page.getByRole('button', { name: 'Add a point to Force' }).click();
    await expect.element(page.getByText('You have no stat points to spend.')).toBeVisible();
    await expect.element(statRow('Force')).toHaveTextContent(String(forceTotal()));
    // The screen stays usable.
    await expect.element(page.getByRole('button', { name: 'Add a point to Force' })).toBeEnabled();
  });
});
