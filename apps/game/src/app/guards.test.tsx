import { buildCharacter, starterLookFixtures } from '@rpg/contracts/fixtures';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { error, fakeApi, ok } from '../test/fake-api.ts';
import { fakeAuth } from '../test/fake-auth.ts';
import { renderApp } from '../test/render-app.tsx';

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
});
