import { buildCharacter } from '@rpg/contracts/fixtures';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { fakeAuth } from '../../test/fake-auth.ts';
import { renderApp } from '../../test/render-app.tsx';

const hero = buildCharacter(1);

// Page tests run a development build (import.meta.env.DEV), so the dev routes are there.
describe('/dev (development builds only)', () => {
  it('/dev/token shows the signed-in account’s current ID token', async () => {
    fakeApi.on('getMyCharacter', ok(hero));
    await renderApp('/dev/token');
    const content = page.getByRole('region', { name: 'Access token (developer page)' });
    await expect.element(content).toHaveTextContent(fakeAuth.token);
    expect(fakeAuth.token).toBe('token-1');
    await expect
      .element(page.getByRole('link', { name: 'Game items (developer page)' }))
      .toHaveAttribute('href', '/dev/game-items');
  });

  it('/dev/game-items and /dev/outfit-items are honest placeholders linking the other developer pages', async () => {
    fakeApi.on('getMyCharacter', ok(hero));
    const { screen } = await renderApp('/dev/game-items');
    await expect.element(page.getByRole('heading', { level: 1, name: 'Game items (developer page)' })).toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'Nothing here yet' })).toBeVisible();
    await screen.unmount();
    await renderApp('/dev/outfit-items');
    await expect.element(page.getByRole('heading', { level: 1, name: 'Outfit items (developer page)' })).toBeVisible();
  });
});
