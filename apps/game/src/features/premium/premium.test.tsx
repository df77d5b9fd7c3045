import type { PremiumItem, PremiumShop } from '@rpg/contracts';
import { buildCharacter, buildOutfit, buildPremiumHistory, buildPremiumShop } from '@rpg/contracts/fixtures';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { error, type FakeAnswer, fakeApi, ok, withCharacter } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';

const hero = buildCharacter(4, { name: 'Bogacz', baseCurrency: 100, premiumCurrency: 50, actionPoints: 30 });
const baseInfo = { baseCurrency: 100, premiumCurrency: 50, stamina: 30 };
const fixtureShop = buildPremiumShop(1, 'en');
const item = { ...(fixtureShop.premiumItems[0] as PremiumItem), price: 20, isOwned: false };
const shop: PremiumShop = { ...fixtureShop, premiumItems: [item] };
const gems = () => document.querySelector('[data-balance="premiumCurrency"]')?.textContent;
const never = () => new Promise<FakeAnswer>(() => undefined);
const card = () => page.getByRole('article', { name: item.name });
/** The character after buying the item: its price paid (a cloak is worn on the back, no part the outfit editor lists). */
const afterPurchase = { ...hero, premiumCurrency: hero.premiumCurrency - item.price };

const confirmBuy = async () => {
  await card().getByRole('button', { name: 'Buy' }).click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes' }).click();
};

describe('/premium-shop', () => {
  it('shows a skeleton while the shop loads, and a retry when it fails', async () => {
    fakeApi.on('getMyCharacter', ok(hero)).on('getPremiumItems', never);
    const { screen } = await renderApp('/premium-shop');
    await expect.element(page.getByRole('heading', { level: 1, name: 'Premium shop' })).toBeVisible();
    expect(page.getByRole('article').elements()).toHaveLength(0);
    await screen.unmount();
    fakeApi.on('getPremiumItems', { status: 500, body: error('internal-error') });
    await renderApp('/premium-shop');
    await expect.element(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('says so when nothing is on offer', async () => {
    fakeApi.on('getMyCharacter', ok(hero)).on('getPremiumItems', ok({ ...shop, premiumItems: [] }));
    await renderApp('/premium-shop');
    await expect.element(page.getByText('No cosmetics on offer right now.')).toBeVisible();
  });

  it("buys after confirming: the card turns owned, the gems follow the reply's character, nothing is read again", async () => {
    let bought = false;
    fakeApi
      .on('getMyCharacter', () => ok(bought ? afterPurchase : hero))
      .on('getPremiumItems', ok(shop))
      .on('buyPremiumItem', () => {
        bought = true;
        return ok(
          { ...shop, premiumItems: [{ ...item, isOwned: true }] },
          { isSuccess: true, ...withCharacter('buyPremiumItem', afterPurchase) },
        );
      });
    await renderApp('/premium-shop');
    await expect.poll(gems).toBe('50');
    await confirmBuy();
    await expect.element(card().getByText('Owned')).toBeVisible();
    await expect.element(page.getByText(`Bought ${item.name}: it is among your outfit options now.`)).toBeVisible();
    await expect.poll(gems).toBe('30');
    expect(fakeApi.callsTo('buyPremiumItem')[0]?.body).toEqual({ id: item.id, requestedLang: 'en' });
    expect(fakeApi.callsTo('getPremiumItems')).toHaveLength(1);
    // The reply's character went into the cache: the character is not read again.
    expect(fakeApi.callsTo('getMyCharacter')).toHaveLength(1);
  });

  it('shows the refusal when the server answers isSuccess false', async () => {
    fakeApi
      .on('getMyCharacter', ok(hero))
      .on('getPremiumItems', ok(shop))
      // Refused: nothing changed, the character comes back as it was.
      .on('buyPremiumItem', ok(shop, { isSuccess: false, ...withCharacter('buyPremiumItem', hero) }));
    await renderApp('/premium-shop');
    await confirmBuy();
    const refusal = page.getByRole('dialog', { name: 'Message' });
    await expect.element(refusal.getByText('Not enough premium points to buy that')).toBeVisible();
    expect(gems()).toBe('50');
    expect(fakeApi.callsTo('getMyCharacter')).toHaveLength(1);
  });

  it('shows a refusal of the server (already owned) as a message, and stays usable', async () => {
    fakeApi
      .on('getMyCharacter', ok(hero))
      .on('getPremiumItems', ok(shop))
      .on('buyPremiumItem', { status: 409, body: error('already-owned') });
    await renderApp('/premium-shop');
    await confirmBuy();
    await expect.element(page.getByText('You already own this.')).toBeVisible();
    await expect.element(card().getByRole('button', { name: 'Buy' })).toBeEnabled();
    expect(page.getByText(/it is among your outfit options now/).elements()).toHaveLength(0);
  });

  it('previews the item on the avatar and buys from the preview: the preview closes and says so', async () => {
    let bought = false;
    fakeApi
      .on('getMyCharacter', () => ok(bought ? afterPurchase : hero))
      .on('getPremiumItems', ok(shop))
      .on('previewPremiumItem', ok(buildOutfit(3, { back: item.cosmeticItemImagePath })))
      .on('buyPremiumItem', () => {
        bought = true;
        return ok(
          { ...shop, premiumItems: [{ ...item, isOwned: true }] },
          { isSuccess: true, ...withCharacter('buyPremiumItem', afterPurchase) },
        );
      });
    await renderApp('/premium-shop');
    await card().getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: item.name });
    await expect.element(preview.getByRole('img', { name: `Your character wearing ${item.name}` })).toBeVisible();
    expect(fakeApi.callsTo('previewPremiumItem')[0]?.body).toEqual({ id: item.id, requestedLang: 'en' });
    await preview.getByRole('button', { name: /^Buy for/ }).click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes' }).click();
    await expect.poll(gems).toBe('30');
    expect(fakeApi.callsTo('buyPremiumItem')).toHaveLength(1);
    // The answer: the preview closes and a toast names what was bought; the card says owned.
    await expect.element(preview).not.toBeInTheDocument();
    await expect.element(page.getByText(`Bought ${item.name}: it is among your outfit options now.`)).toBeVisible();
    await expect.element(card().getByText('Owned')).toBeVisible();
    expect(fakeApi.callsTo('getMyCharacter')).toHaveLength(1);
  });

  it('buys premium time: the end date comes from the reply', async () => {
    const rich = { ...hero, premiumCurrency: 150 };
    fakeApi
      .on('getMyCharacter', ok(rich))
      .on('getPremiumItems', ok(shop))
      .on(
        'buyPremiumTime',
        ok(
          { premiumTimeEndsAt: new Date(Date.now() + 7 * 86_400_000).toISOString() },
          { isSuccess: true, myCharacterBaseInfo: { ...baseInfo, premiumCurrency: 50 } },
        ),
      );
    await renderApp('/premium-shop');
    await page.getByRole('button', { name: 'Buy premium time' }).click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes' }).click();
    await expect.element(page.getByText(/^Active until/)).toBeVisible();
    await expect.element(page.getByText('Premium time bought: action points come back faster.')).toBeVisible();
    await expect.poll(gems).toBe('50');
  });
});

describe('/premium-shop/history', () => {
  it('lists the purchases', async () => {
    const history = buildPremiumHistory(3, 'en');
    fakeApi.on('getMyCharacter', ok(hero)).on('getPremiumHistory', ok(history));
    await renderApp('/premium-shop/history');
    await expect.element(page.getByRole('heading', { level: 1, name: 'Purchase history' })).toBeVisible();
    await expect.element(page.getByText(history[0]?.item ?? '').first()).toBeVisible();
    await expect.element(page.getByRole('link', { name: /Back to the premium shop/ }).first()).toBeVisible();
  });

  it('shows loading, then the empty state with the way back', async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    fakeApi
      .on('getMyCharacter', ok(hero))
      .on('getPremiumHistory', () => new Promise<FakeAnswer>((resolve) => (answer = resolve)));
    await renderApp('/premium-shop/history');
    // Answer only once the page has asked (the guard's loading state comes first).
    await expect.poll(() => fakeApi.callsTo('getPremiumHistory').length).toBe(1);
    await expect.element(page.getByRole('status').first()).toBeInTheDocument();
    answer(ok([]));
    await expect.element(page.getByText('You have not bought anything with premium points yet.')).toBeVisible();
  });

  it('offers a retry when the history cannot be loaded', async () => {
    fakeApi.on('getMyCharacter', ok(hero)).on('getPremiumHistory', { status: 500, body: error('internal-error') });
    await renderApp('/premium-shop/history');
    await expect.element(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

describe('/premium-shop/buy-premium-points', () => {
  it('offers the three packs and says honestly that payments are not available', async () => {
    fakeApi.on('getMyCharacter', ok(hero));
    await renderApp('/premium-shop/buy-premium-points');
    const packs = page.getByRole('list', { name: 'Premium point packs' });
    await expect.element(packs).toBeVisible();
    expect(packs.getByRole('listitem').elements()).toHaveLength(3);
    await packs.getByRole('button', { name: 'Buy' }).first().click();
    await expect.element(page.getByRole('dialog', { name: 'Payments are not available yet' })).toBeVisible();
    expect(fakeApi.calls.filter((call) => call.route !== 'getMyCharacter')).toHaveLength(0);
  });
});
