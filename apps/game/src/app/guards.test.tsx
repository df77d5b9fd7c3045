import { buildCharacter, starterLookFixtures } from '@rpg/contracts/fixtures';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { flushKeptCharacter, keepCharacter, lastCharacter } from '../lib/last-character.ts';
import { restoreLastCharacter } from '../lib/query.ts';
import { savedSession, saveSession } from '../lib/saved-session.ts';
import { error, type FakeAnswer, fakeApi, ok } from '../test/fake-api.ts';
import { fakeAuth } from '../test/fake-auth.ts';
import { renderApp } from '../test/render-app.tsx';

/**
 * Runs `test` in a browser whose idle moment never comes (requestIdleCallback is a test double that
 * never calls back), so only the player's own act can start what waits for the first screen.
 */
const withoutIdle = async (test: () => Promise<void>) => {
  vi.stubGlobal('requestIdleCallback', () => 0);
  try {
    await test();
  } finally {
    vi.unstubAllGlobals();
  }
};

describe('guards', () => {
  it('sends a visitor on a game route to the login page, and back there after signing in', async () => {
    fakeApi.on('getMyCharacter', ok(buildCharacter(3, { name: 'Ragnar' })));
    const { router } = await renderApp('/equipment', { signedIn: null });
    await expect.element(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
    expect(router.state.location.pathname).toBe('/account/login');

    fakeAuth.accounts.set('ragnar@example.test', 'secret-1');
    await page.getByLabelText('E-mail').fill('ragnar@example.test');
    await page.getByLabelText('Password').fill('secret-1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/equipment');
  });

  it('sends a player without a character to character creation first, then to where they were going', async () => {
    let created = false;
    fakeApi
      .on('getStarterLook', ok(starterLookFixtures.starting))
      .on('getMyCharacter', () =>
        created ? ok(buildCharacter(5, { name: 'Nowa' })) : { status: 404, body: error('character-not-found') },
      )
      .on('createMyCharacter', ({ body }) => {
        created = true;
        return ok(buildCharacter(5, { name: (body as { name: string }).name }));
      });
    const { router } = await renderApp('/my-character/stats');

    await expect.poll(() => router.state.location.pathname).toBe('/create-character');
    await page.getByLabelText('Hero name').fill('Nowa');
    await page.getByRole('button', { name: /create/i }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/my-character/stats');
    expect(fakeApi.callsTo('createMyCharacter')[0]?.body).toMatchObject({ name: 'Nowa', requestedLang: 'en' });
    // The look chosen on the way (the starter options) goes with the name.
    expect(fakeApi.callsTo('createMyCharacter')[0]?.body).toHaveProperty('look');
  });

  it('sends a signed-in player away from the home page to the game', async () => {
    fakeApi.on('getMyCharacter', ok(buildCharacter(2)));
    const { router } = await renderApp('/');
    await expect.poll(() => router.state.location.pathname).toBe('/my-character');
  });

  it('answers an unknown address with the 404 page', async () => {
    await renderApp('/no/such/place', { signedIn: null });
    await expect.element(page.getByText('404')).toBeInTheDocument();
  });
});

describe('session', () => {
  it('refreshes the token once on a 401 and asks again', async () => {
    fakeApi.on('getMyCharacter', ({ token }) =>
      token === 'token-1'
        ? { status: 401, body: error('unauthenticated') }
        : ok(buildCharacter(4, { name: 'Refreshed' })),
    );
    await renderApp('/my-character');
    await expect.element(page.getByRole('heading', { name: /Refreshed/ })).toBeVisible();
    expect(fakeAuth.refreshes).toBe(1);
    expect(fakeApi.callsTo('getMyCharacter').map((call) => call.token)).toEqual(['token-1', 'token-2']);
  });

  it('signs out with a message when the fresh token is refused too', async () => {
    fakeApi.on('getMyCharacter', { status: 401, body: error('unauthenticated') });
    const { router } = await renderApp('/my-character');
    await expect.element(page.getByText('Your session has ended. Sign in again to go on.')).toBeVisible();
    await expect.poll(() => router.state.location.pathname).toBe('/account/login');
    expect(fakeAuth.user).toBeNull();
  });

  describe('a returning player, before Firebase has restored the session', () => {
    const minutes = (n: number) => Date.now() + n * 60_000;

    it('sees the game page at once, asked for with the saved token; Firebase then takes over', async () => {
      saveSession({ uid: 'player-1', token: 'saved-token', expiresAt: minutes(30) });
      fakeApi.on('getMyCharacter', ok(buildCharacter(4, { name: 'Ragnar' })));
      const { router } = await renderApp('/my-character', { restoring: true });
      await expect.element(page.getByRole('heading', { name: /Ragnar/ })).toBeVisible();
      expect(fakeApi.callsTo('getMyCharacter').map((call) => call.token)).toEqual(['saved-token']);

      // The same account: nothing is asked for again, and the next call carries Firebase's token. Firebase is
      // asked once the first screen is done (afterFirstScreen): its answer comes after that, not before.
      await expect.poll(() => fakeAuth.listeners.size, { timeout: 10_000 }).toBe(1);
      fakeAuth.answer();
      await router.navigate('/ranking');
      await expect.poll(() => fakeApi.callsTo('getRankingPage')[0]?.token).toBe('token-1');
      expect(fakeApi.callsTo('getMyCharacter')).toHaveLength(1);
    });

    it("asks for no Firebase SDK for the first screen: it starts at the player's first key (or after the page has idled)", () =>
      withoutIdle(async () => {
        saveSession({ uid: 'player-1', token: 'saved-token', expiresAt: minutes(30) });
        fakeApi.on('getMyCharacter', ok(buildCharacter(4, { name: 'Ragnar' })));
        await renderApp('/my-character', { restoring: true });
        await expect.element(page.getByRole('heading', { name: /Ragnar/ })).toBeVisible();
        expect(fakeAuth.listeners.size).toBe(0);

        await userEvent.keyboard('{Tab}');
        await expect.poll(() => fakeAuth.listeners.size).toBe(1);
      }));

    it('sees the character of the last visit at once, while the server is asked; its reply replaces it', async () => {
      saveSession({ uid: 'player-1', token: 'saved-token', expiresAt: minutes(30) });
      keepCharacter('player-1', 'en', { data: buildCharacter(4, { name: 'Ragnar' }) });
      restoreLastCharacter('player-1', 'en');
      let answer: (reply: FakeAnswer) => void = () => undefined;
      fakeApi.on('getMyCharacter', () => new Promise<FakeAnswer>((resolve) => (answer = resolve)));
      await renderApp('/my-character', { restoring: true });
      await expect.element(page.getByRole('heading', { name: /Ragnar/ })).toBeVisible();
      await expect.poll(() => fakeApi.callsTo('getMyCharacter')).toHaveLength(1);

      answer(ok(buildCharacter(5, { name: 'Ragnar Brave' })));
      await expect.element(page.getByRole('heading', { name: /Ragnar Brave/ })).toBeVisible();
      // The reply is the copy the next visit draws.
      expect(lastCharacter('player-1', 'en')).toMatchObject({ data: { name: 'Ragnar Brave' } });
    });

    it('keeps the copy once the next frame is drawn, the last of the replies before then, and never after a sign-out', async () => {
      const stored = () => localStorage.getItem('rpg.character');
      keepCharacter('player-1', 'en', { data: buildCharacter(4, { name: 'Ragnar' }) });
      keepCharacter('player-1', 'en', { data: buildCharacter(5, { name: 'Ragnar Brave' }) });
      // Not in the task that drew it, but already the copy a reader gets.
      expect(stored()).toBeNull();
      expect(lastCharacter('player-1', 'en')).toMatchObject({ data: { name: 'Ragnar Brave' } });
      await expect.poll(stored).toContain('Ragnar Brave');

      keepCharacter('player-1', 'en', { data: buildCharacter(6, { name: 'Ragnar the Bold' }) });
      saveSession(null);
      flushKeptCharacter();
      expect(stored()).toBeNull();
      expect(lastCharacter('player-1', 'en')).toBeUndefined();
    });

    it("draws no other account's or language's character, and signing out forgets it", async () => {
      saveSession({ uid: 'player-1', token: 'saved-token', expiresAt: minutes(30) });
      keepCharacter('player-1', 'pl', { data: buildCharacter(4, { name: 'Ragnar' }) });
      restoreLastCharacter('player-1', 'en');
      expect(lastCharacter('player-2', 'pl')).toBeUndefined();
      fakeApi.on('getMyCharacter', () => new Promise<FakeAnswer>(() => undefined));
      await renderApp('/my-character', { restoring: true });
      await expect.element(page.getByText('Loading…')).toBeVisible();

      saveSession(null);
      expect(lastCharacter('player-1', 'pl')).toBeUndefined();
    });

    it('waits for Firebase when the saved token is about to expire', async () => {
      saveSession({ uid: 'player-1', token: 'old-token', expiresAt: minutes(1) });
      fakeApi.on('getMyCharacter', ok(buildCharacter(4, { name: 'Ragnar' })));
      await renderApp('/my-character', { restoring: true });
      await expect.element(page.getByText('Loading…')).toBeVisible();
      expect(fakeApi.callsTo('getMyCharacter')).toEqual([]);

      fakeAuth.answer();
      await expect.element(page.getByRole('heading', { name: /Ragnar/ })).toBeVisible();
      expect(fakeApi.callsTo('getMyCharacter').map((call) => call.token)).toEqual(['token-1']);
    });

    it('gives way to the account Firebase restores, when that is another one', async () => {
      saveSession({ uid: 'player-old', token: 'saved-token', expiresAt: minutes(30) });
      fakeApi.on('getMyCharacter', ({ token }) =>
        ok(buildCharacter(4, { name: token === 'saved-token' ? 'Stary' : 'Nowy' })),
      );
      await renderApp('/my-character', { restoring: true });
      await expect.element(page.getByRole('heading', { name: /Stary/ })).toBeVisible();

      fakeAuth.answer();
      await expect.element(page.getByRole('heading', { name: /Nowy/ })).toBeVisible();
    });

    it('goes to the login page when Firebase finds the session gone', async () => {
      saveSession({ uid: 'player-1', token: 'saved-token', expiresAt: minutes(30) });
      fakeApi.on('getMyCharacter', ok(buildCharacter(4, { name: 'Ragnar' })));
      localStorage.setItem('rpg.signedIn', '1');
      const { router } = await renderApp('/my-character', { signedIn: null });
      await expect.poll(() => router.state.location.pathname).toBe('/account/login');
      expect(savedSession()).toBeUndefined();
    });
  });
});

describe('a visitor', () => {
  it("loads no Firebase SDK for the first screen: it starts at the visitor's first key (or after the page has idled)", () =>
    withoutIdle(async () => {
      await renderApp('/', { signedIn: null });
      await expect.element(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(fakeAuth.listeners.size).toBe(0);

      await userEvent.keyboard('{Tab}');
      await expect.poll(() => fakeAuth.listeners.size).toBe(1);
    }));
});
