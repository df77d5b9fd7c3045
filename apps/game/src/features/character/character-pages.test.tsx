import { buildCharacter } from '@rpg/contracts/fixtures';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { error, fakeApi, ok } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';

const hero = buildCharacter(11, { name: 'Stary' });

describe('/my-character/change-name', () => {
  it('shows a taken name in the field and stays', async () => {
    fakeApi.on('getMyCharacter', ok(hero)).on('changeName', { status: 409, body: error('name-taken') });
    const { router } = await renderApp('/my-character/change-name');
    await page.getByPlaceholder('New Name').fill('Zajęty');
    await page.getByRole('button', { name: 'Change' }).click();
    await expect.element(page.getByText('This name is already taken. Try another one.')).toBeVisible();
    expect(router.state.location.pathname).toBe('/my-character/change-name');
  });

  it('renames, updates the cached character and returns to it', async () => {
    fakeApi
      .on('getMyCharacter', ok(hero))
      .on('changeName', ({ body }) => ok({ ...hero, name: (body as { name: string }).name }));
    const { router } = await renderApp('/my-character/change-name');
    await page.getByPlaceholder('New Name').fill('Nowy');
    await page.getByRole('button', { name: 'Change' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/my-character');
    await expect.element(page.getByRole('heading', { name: /Nowy/ }).first()).toBeVisible();
    // The reply went into the cache: no second read of the character.
    expect(fakeApi.callsTo('getMyCharacter')).toHaveLength(1);
  });
});

describe('/characters/{id}', () => {
  it('answers an unknown id with the not-found state and the way back to the ranking', async () => {
    fakeApi.on('getMyCharacter', ok(hero)).on('getCharacterById', { status: 404, body: error('not-found') });
    await renderApp('/characters/999');
    await expect.poll(() => fakeApi.callsTo('getCharacterById').length).toBe(1);
    await expect.element(page.getByRole('link', { name: /ranking/i }).first()).toBeVisible();
    expect(fakeApi.callsTo('getCharacterById')[0]?.body).toEqual({ id: 999, requestedLang: 'en' });
  });

  it('does not ask the server about an id that is not a number', async () => {
    fakeApi.on('getMyCharacter', ok(hero));
    await renderApp('/characters/abc');
    await expect.element(page.getByRole('link', { name: /ranking/i }).first()).toBeVisible();
    expect(fakeApi.callsTo('getCharacterById')).toHaveLength(0);
  });
});
