import type { Adventure, Adventures } from '@rpg/contracts';
import { buildAdventure, buildCharacter, buildResourceItem } from '@rpg/contracts/fixtures';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { error, type FakeAnswer, fakeApi, ok, withCharacter } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';

const hero = buildCharacter(2, { name: 'Wędrowiec', baseCurrency: 100, premiumCurrency: 0, actionPoints: 30 });
const baseInfo = { baseCurrency: 100, premiumCurrency: 0, stamina: 30 };
const errand = buildAdventure(1, { requiredStamina: 2, durationMinutes: 1 }, 'en');
const woods = buildAdventure(2, { requiredStamina: 4, durationMinutes: 3 }, 'en');
const offers: Adventures = { currentAdventure: null, adventures: [errand, woods] };
const running = (adventure: Adventure, endsInMs: number): Adventures => ({
  currentAdventure: { ...adventure, isActive: true, endsAt: new Date(Date.now() + endsInMs).toISOString() },
  adventures: offers.adventures,
});
const balance = (id: string) => document.querySelector(`[data-balance="${id}"]`)?.textContent;
const never = () => new Promise<FakeAnswer>(() => undefined);

describe('/adventures', () => {
  it('shows a skeleton while loading, a retry when loading fails, and says so when nothing is on offer', async () => {
    fakeApi.on('getMyCharacter', ok(hero)).on('getAdventures', never);
    const { screen } = await renderApp('/adventures');
    await expect.element(page.getByRole('heading', { level: 1, name: 'Adventures' })).toBeVisible();
    expect(page.getByRole('article').elements()).toHaveLength(0);
    await screen.unmount();
    let failing = true;
    fakeApi.on('getAdventures', () =>
      failing ? { status: 500, body: error('internal-error') } : ok({ currentAdventure: null, adventures: [] }),
    );
    await renderApp('/adventures');
    const retry = page.getByRole('button', { name: 'Try again' });
    await expect.element(retry).toBeVisible();
    failing = false;
    await retry.click();
    await expect.element(page.getByRole('heading', { name: 'No adventures' })).toBeVisible();
  });

  it('sets out: the running adventure and its countdown replace the offers, the action points follow', async () => {
    fakeApi
      .on('getMyCharacter', ok(hero))
      .on('getAdventures', ok(offers))
      .on('acceptAdventure', () => ok(running(errand, 60_000), { myCharacterBaseInfo: { ...baseInfo, stamina: 28 } }));
    await renderApp('/adventures');
    await page.getByRole('article', { name: errand.name }).getByRole('button', { name: 'Set out' }).click();
    await expect.element(page.getByRole('region', { name: errand.name })).toBeVisible();
    await expect.element(page.getByRole('timer')).toHaveTextContent(/^0[01]:\d\d$/);
    await expect.element(page.getByRole('button', { name: 'Collect reward' })).toBeDisabled();
    await expect.poll(() => balance('actionPoints')).toBe('28');
    expect(fakeApi.callsTo('acceptAdventure')[0]?.body).toEqual({ id: errand.id, requestedLang: 'en' });
    expect(fakeApi.callsTo('getAdventures')).toHaveLength(1);
  });

  it('shows a refusal (another adventure runs) and keeps the offers', async () => {
    fakeApi
      .on('getMyCharacter', ok(hero))
      .on('getAdventures', ok(offers))
      .on('acceptAdventure', { status: 409, body: error('adventure-in-progress') });
    await renderApp('/adventures');
    await page.getByRole('article', { name: woods.name }).getByRole('button', { name: 'Set out' }).click();
    await expect.element(page.getByText('An adventure is still under way.')).toBeVisible();
    await expect
      .element(page.getByRole('article', { name: woods.name }).getByRole('button', { name: 'Set out' }))
      .toBeEnabled();
  });

  it('collects a finished adventure: the rewards are shown, the offers come back, the balance follows the reply', async () => {
    const reward = {
      baseCurrency: 9,
      experience: 7,
      items: [buildResourceItem(1, { name: 'Bread', count: 3 }, 'en')],
      levelUp: false,
    };
    // The character after collecting: the reward's gold, experience and resources.
    const after = {
      ...hero,
      baseCurrency: hero.baseCurrency + reward.baseCurrency,
      experiencePoints: hero.experiencePoints + reward.experience,
      resourcesEquipment: [...hero.resourcesEquipment, ...reward.items],
    };
    let collected = false;
    fakeApi
      .on('getMyCharacter', () => ok(collected ? after : hero))
      .on('getAdventures', ok(running(errand, -1000)))
      .on('retriveAdventure', () => {
        collected = true;
        return ok({ ...offers, reward }, withCharacter('retriveAdventure', after));
      });
    await renderApp('/adventures');
    await page.getByRole('button', { name: 'Collect reward' }).click();
    await expect.element(page.getByRole('heading', { name: 'Rewards gained' })).toBeVisible();
    await expect.element(page.getByText('+9')).toBeVisible();
    // The resource with its quantity, seen and heard.
    await expect.element(page.getByText('Bread', { exact: true })).toBeVisible();
    await expect.element(page.getByText('× 3')).toBeVisible();
    await expect.element(page.getByText('Bread: 3 pieces')).toBeInTheDocument();
    await expect.element(page.getByRole('list', { name: 'Adventures on offer' })).toBeVisible();
    await expect.poll(() => balance('baseCurrency')).toBe('109');
    // The reply's character went into the cache: the character is not read again.
    expect(fakeApi.callsTo('getMyCharacter')).toHaveLength(1);
  });

  it('cancels the running adventure after confirming: the offers come back', async () => {
    fakeApi
      .on('getMyCharacter', ok(hero))
      .on('getAdventures', ok(running(woods, 120_000)))
      .on('cancelAdventure', ok(offers));
    await renderApp('/adventures');
    await page.getByRole('button', { name: 'Cancel adventure' }).click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes, cancel' }).click();
    await expect.element(page.getByRole('list', { name: 'Adventures on offer' })).toBeVisible();
    expect(fakeApi.callsTo('cancelAdventure')[0]?.body).toEqual({ requestedLang: 'en' });
  });
});
