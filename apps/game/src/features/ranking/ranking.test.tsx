import type { RankingPage } from '@rpg/contracts';
import { buildCharacter, buildRankingPage, buildRankingPlayer } from '@rpg/contracts/fixtures';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { error, type FakeAnswer, type FakeRequest, fakeApi, ok } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';

// The player is 24th: page 3 of 5 holds them.
const me = buildRankingPlayer(24);
const hero = buildCharacter(2, { name: me.name });
const pageOf = (number: number): RankingPage => buildRankingPage(number, 5);
type RankingBody = { currentPage: number; toTake: number; initLoadAtPosition?: boolean };
const answer = (request: FakeRequest): FakeAnswer => {
  const body = request.body as RankingBody;
  return ok(pageOf(body.initLoadAtPosition ? 3 : Math.min(5, Math.max(1, body.currentPage))));
};
const never = () => new Promise<FakeAnswer>(() => undefined);
/** The row marked aria-current (the locators have no `current` filter). */
const currentRow = () => document.querySelector<HTMLTableRowElement>('tr[aria-current="true"]');
const bodies = () => fakeApi.callsTo('getRankingPage').map((call) => call.body as RankingBody);

describe('/ranking', () => {
  it('opens at the player’s own page (initLoadAtPosition), marks their row and writes the page into the address', async () => {
    fakeApi.on('getMyCharacter', ok(hero)).on('getRankingPage', answer);
    const { router } = await renderApp('/ranking');
    await expect.poll(() => currentRow()?.textContent).toContain(`24.${me.name}You`);
    expect(document.querySelectorAll('tr[aria-current]')).toHaveLength(1);
    expect(currentRow()?.querySelector('a')?.getAttribute('href')).toBe(`/characters/${me.id}`);
    await expect.poll(() => router.state.location.search).toBe('?page=3');
    expect(bodies()[0]).toEqual({ currentPage: 0, toTake: 10, initLoadAtPosition: true });
  });

  it('pages within bounds through the address: next, back and a shared link', async () => {
    fakeApi.on('getMyCharacter', ok(hero)).on('getRankingPage', answer);
    const { router } = await renderApp('/ranking?page=1');
    await expect.element(page.getByText('Page 1 of 5').first()).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.element(page.getByText('Page 2 of 5').first()).toBeVisible();
    expect(router.state.location.search).toBe('?page=2');
    await router.navigate(-1);
    await expect.element(page.getByText('Page 1 of 5').first()).toBeVisible();
    expect(bodies().map((body) => body.currentPage)).toEqual([1, 2]);
  });

  it('a page past the last shows the last one and corrects the address', async () => {
    fakeApi.on('getMyCharacter', ok(hero)).on('getRankingPage', answer);
    const { router } = await renderApp('/ranking?page=99');
    await expect.element(page.getByText('Page 5 of 5').first()).toBeVisible();
    await expect.poll(() => router.state.location.search).toBe('?page=5');
    await expect.element(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('"my position" jumps from another page to the player’s row and focuses it', async () => {
    fakeApi.on('getMyCharacter', ok(hero)).on('getRankingPage', answer);
    const { router } = await renderApp('/ranking?page=1');
    await expect.element(page.getByText('Page 1 of 5').first()).toBeVisible();
    await page.getByRole('button', { name: 'My position' }).click();
    await expect.poll(() => currentRow()?.textContent).toContain(`24.${me.name}`);
    await expect.poll(() => document.activeElement).toBe(currentRow()?.querySelector('a'));
    await expect.poll(() => router.state.location.search).toBe('?page=3');
    // The jump asked for the player's page (the address then names it, which may read it once more).
    expect(bodies()).toContainEqual({ currentPage: 0, toTake: 10, initLoadAtPosition: true });
  });

  it('shows loading, then the empty ranking', async () => {
    let reply: (value: FakeAnswer) => void = () => undefined;
    fakeApi
      .on('getMyCharacter', ok(hero))
      .on('getRankingPage', () => new Promise<FakeAnswer>((resolve) => (reply = resolve)));
    await renderApp('/ranking?page=1');
    await expect.poll(() => fakeApi.callsTo('getRankingPage').length).toBe(1);
    await expect.element(page.getByRole('heading', { level: 1, name: 'Ranking' })).toBeVisible();
    await expect.element(page.getByRole('status').first()).toBeInTheDocument();
    expect(page.getByRole('table').elements()).toHaveLength(0);
    reply(ok({ currentPage: 1, totalPages: 1, data: [] }));
    await expect.element(page.getByRole('heading', { name: 'The ranking is empty' })).toBeVisible();
  });

  it('offers a retry when the ranking cannot be loaded', async () => {
    let failing = true;
    fakeApi
      .on('getMyCharacter', ok(hero))
      .on('getRankingPage', (request) => (failing ? { status: 500, body: error('internal-error') } : answer(request)));
    await renderApp('/ranking?page=2');
    const retry = page.getByRole('button', { name: 'Try again' });
    await expect.element(retry).toBeVisible();
    failing = false;
    await retry.click();
    await expect.element(page.getByText('Page 2 of 5').first()).toBeVisible();
  });

  it('a bad request (refused) is shown as the error state, not as an empty ranking', async () => {
    fakeApi.on('getMyCharacter', ok(hero)).on('getRankingPage', { status: 400, body: error('bad-request') });
    await renderApp('/ranking?page=1');
    await expect.element(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(page.getByRole('heading', { name: 'The ranking is empty' }).elements()).toHaveLength(0);
  });

  it('keeps the skeleton while the player’s page is being found', async () => {
    fakeApi.on('getMyCharacter', ok(hero)).on('getRankingPage', never);
    await renderApp('/ranking');
    await expect.element(page.getByRole('heading', { level: 1, name: 'Ranking' })).toBeVisible();
    expect(page.getByRole('table').elements()).toHaveLength(0);
  });
});
