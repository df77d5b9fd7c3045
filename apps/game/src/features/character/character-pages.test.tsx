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
    expect(page.getByText(/is now called/).elements()).toHaveLength(0);
  });

  it('renames, updates the cached character and returns to it', async () => {
    fakeApi
      .on('getMyCharacter', ok(hero))
      .on('changeName', ({ body }) => ok({ ...hero, name: (body as { name: string }).name }));
    const { router } = await renderApp('/my-character/change-name');
    await page.getByPlaceholder('New Name').fill('Nowy');
    await page.getByRole('button', { name: 'Change' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/my-character');
    // The answer, in a toast that outlives the form: the new name.
    await expect.element(page.getByText('Your character is now called Nowy.')).toBeVisible();
    await expect.element(page.getByRole('heading', { name: /Nowy/ }).first()).toBeVisible();
    // The reply went into the cache: no second read of the character.
    expect(fakeApi.callsTo('getMyCharacter')).toHaveLength(1);
  });
});

describe('/my-character: the pouch', () => {
  const bread = {
    isEmpty: false,
    imagePath: '',
    name: 'Bread ×3',
    description: 'A loaf.',
    id: 1008,
    count: 3,
    healPercent: 10,
  };

  it('uses a consumable: the reply replaces the character (health, pouch) and a toast says so', async () => {
    const hurt = {
      ...hero,
      stats: { ...hero.stats, currentHealthPoints: 5, healthPoints: 100 },
      consumableItems: [bread],
    };
    const healed = {
      ...hurt,
      stats: { ...hurt.stats, currentHealthPoints: 15 },
      consumableItems: [{ ...bread, name: 'Bread ×2', count: 2 }],
    };
    fakeApi.on('getMyCharacter', ok(hurt)).on('useConsumable', ok(healed));
    await renderApp('/my-character');
    await page.getByRole('button', { name: 'Use Bread ×3 (3 left)' }).click();
    await expect.element(page.getByText('You used Bread. Health: 15 / 100.')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Use Bread ×2 (2 left)' })).toBeVisible();
    await expect.element(page.getByText('Restores 10% of health · 2 left')).toBeVisible();
    expect(fakeApi.callsTo('useConsumable')[0]?.body).toEqual({ id: 1008, requestedLang: 'en' });
    expect(fakeApi.callsTo('getMyCharacter')).toHaveLength(1);
  });

  it('at full health the Use button is disabled and says why', async () => {
    const full = {
      ...hero,
      stats: { ...hero.stats, currentHealthPoints: 100, healthPoints: 100 },
      consumableItems: [bread],
    };
    fakeApi.on('getMyCharacter', ok(full));
    await renderApp('/my-character');
    await expect.element(page.getByRole('button', { name: 'Use Bread ×3 (3 left)' })).toBeDisabled();
    await expect.element(page.getByText('Your health is full: there is nothing to heal.')).toBeVisible();
    expect(fakeApi.callsTo('useConsumable')).toHaveLength(0);
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
