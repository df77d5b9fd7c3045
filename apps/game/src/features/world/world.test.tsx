import { buildCharacter, buildLocations } from '@rpg/contracts/fixtures';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { error, fakeApi, ok } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { expectLoadingThenError } from '../../test/screen-states.ts';

const hero = buildCharacter(3, { actionPoints: 40 });
const places = buildLocations('en');
const [here, there] = places;
const cost = there?.requiredStamina ?? 0;

describe('/locations', () => {
  it('shows the places with the current one marked, and the help dialog', async () => {
    fakeApi.on('getMyCharacter', ok(hero)).on('getLocations', ok(places));
    await renderApp('/locations');
    await expect.element(page.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();
    await expect.element(page.getByRole('heading', { name: here?.name })).toBeVisible();
    await expect.element(page.getByText('You are here').first()).toBeVisible();
    await page
      .getByRole('button', { name: /How travel works|Help/ })
      .first()
      .click();
    await expect.element(page.getByRole('dialog')).toBeVisible();
  });

  it('travels: the reply list becomes the view and the balance bar gets the spent stamina', async () => {
    const moved = places.map((place) => ({ ...place, isCurrent: place.id === there?.id }));
    fakeApi
      .on('getMyCharacter', ok(hero))
      .on('getLocations', ok(places))
      .on(
        'changeLocation',
        ok(moved, { myCharacterBaseInfo: { baseCurrency: 1, premiumCurrency: 2, stamina: 40 - cost } }),
      );
    await renderApp('/locations');
    await page
      .getByRole('button', { name: new RegExp(`Travel.*${there?.name}|^Travel$`) })
      .first()
      .click();
    await expect.poll(() => fakeApi.callsTo('changeLocation').length).toBe(1);
    expect(fakeApi.callsTo('changeLocation')[0]?.body).toEqual({ id: there?.id, requestedLang: 'en' });
    expect(fakeApi.callsTo('getLocations')).toHaveLength(1);
  });

  it('says why a refused journey failed', async () => {
    fakeApi
      .on('getMyCharacter', ok(hero))
      .on('getLocations', ok(places))
      .on('changeLocation', { status: 409, body: error('not-enough-action-points') });
    await renderApp('/locations');
    await page
      .getByRole('button', { name: /Travel/ })
      .first()
      .click();
    await expect.element(page.getByText('Not enough action points.')).toBeVisible();
  });

  it('shows the empty state', async () => {
    fakeApi.on('getMyCharacter', ok(hero)).on('getLocations', ok([]));
    await renderApp('/locations');
    await expect.element(page.getByText('No locations to travel to')).toBeVisible();
  });

  it('shows the loading state, then the error state with a retry', async () => {
    fakeApi.on('getMyCharacter', ok(hero));
    await expectLoadingThenError('/locations', 'getLocations');
  });
});
