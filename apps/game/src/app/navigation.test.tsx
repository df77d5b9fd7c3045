import { buildCharacter } from '@rpg/contracts/fixtures';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { fakeApi, ok } from '../test/fake-api.ts';
import { renderApp } from '../test/render-app.tsx';

describe('the signed-in header on a phone', () => {
  it('opens the drawer (its code loaded on demand), and a link there navigates and closes it', async () => {
    fakeApi.on('getMyCharacter', ok(buildCharacter(4, { name: 'Mobilny' })));
    const { router } = await renderApp('/my-character', { width: 390 });
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect.element(drawer).toBeVisible();
    await drawer.getByRole('link', { name: 'Skills' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/my-character/skills');
    await expect.element(drawer).not.toBeInTheDocument();
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await expect.element(drawer).toBeVisible();
  });
});
