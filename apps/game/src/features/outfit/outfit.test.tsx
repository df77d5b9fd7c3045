import { buildCharacter } from '@rpg/contracts/fixtures';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { error, fakeApi, ok } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';

const hero = buildCharacter(11, { name: 'Stary' });

describe('/my-character/change-outfit', () => {
  it('saves the outfit, returns to the character and says it is saved', async () => {
    fakeApi.on('getMyCharacter', ok(hero)).on('changeOutfit', ok(hero));
    const { router } = await renderApp('/my-character/change-outfit');
    await page.getByRole('button', { name: 'Save outfit' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/my-character');
    await expect.element(page.getByText('Outfit saved: your character wears it now.')).toBeVisible();
    expect(fakeApi.callsTo('changeOutfit')).toHaveLength(1);
  });

  it('a failed save stays on the editor and says why, not that it is saved', async () => {
    fakeApi.on('getMyCharacter', ok(hero)).on('changeOutfit', { status: 409, body: error('outfit-option-locked') });
    const { router } = await renderApp('/my-character/change-outfit');
    await page.getByRole('button', { name: 'Save outfit' }).click();
    await expect.poll(() => fakeApi.callsTo('changeOutfit').length).toBe(1);
    await expect.element(page.getByRole('alert')).toBeVisible();
    expect(router.state.location.pathname).toBe('/my-character/change-outfit');
    expect(page.getByText('Outfit saved: your character wears it now.').elements()).toHaveLength(0);
  });
});
