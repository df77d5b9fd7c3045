import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, newSignedInPlayer, openNavLink } from './support.ts';

/** A new player (100 gold, 50 gems, level 1) signed in through the app; returns the API token. */
const newPlayer = async (page: Page, request: APIRequestContext, label: string) =>
  (await newSignedInPlayer(page, request, label, 'Kupiec')).token;

/** The game API as the player, for what happens elsewhere (another tab, another device). */
const apiAs = (request: APIRequestContext, token: string) => {
  const headers = { Authorization: `Bearer ${token}` };
  return {
    get: async <T>(path: string): Promise<T> => {
      const response = await request.get(`/api${path}`, { headers });
      expect(response.status(), `GET ${path}`).toBe(200);
      return (await response.json()) as T;
    },
    post: async <T>(path: string, data: unknown): Promise<T> => {
      const response = await request.post(`/api${path}`, { headers, data });
      expect(response.status(), `POST ${path}`).toBe(200);
      return (await response.json()) as T;
    },
  };
};

const balance = (page: Page, entry: 'baseCurrency' | 'premiumCurrency') =>
  page.locator(`[data-balance="${entry}"]`).first();

/** A vendor card's link ('View' with the vendor's name for screen readers). */
const viewLink = (page: Page, name: string) => page.getByRole('link', { name: new RegExp(`^Zobacz\\s*: ${name}$`) });

/** Opens a vendor from the shop list. */
const openVendor = async (page: Page, name: string) => {
  await page.goto('/shop');
  await viewLink(page, name).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
};

const confirm = async (page: Page) => {
  const dialog = page.getByRole('dialog', { name: 'Czy na pewno?' });
  await dialog.getByRole('button', { name: 'Tak' }).click();
  await expect(dialog).toBeHidden();
};

test('a player learns and unlearns, buys resources, rerolls, crafts after a preview, sells, and is told when the gold falls short', async ({
  page,
  request,
}, testInfo) => {
  const token = await newPlayer(page, request, `shop-${testInfo.project.name}`);
  const api = apiAs(request, token);
  const gold = balance(page, 'baseCurrency');
  await expect(gold).toHaveText('100');

  // The vendors, and the help dialog.
  await openNavLink(page, 'Sklepy');
  await expect(page.getByRole('heading', { level: 1, name: 'Sklepy' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Zobacz\s*:/ })).toHaveCount(9);
  await page.getByRole('button', { name: 'Jak działają sklepy' }).click();
  const help = page.getByRole('dialog', { name: 'Jak działają sklepy' });
  await expect(help).toBeVisible();
  await expectNoAxeViolations(page, '/shop help');
  await help.getByRole('button', { name: 'Zamknij' }).click();
  await expectNoAxeViolations(page, '/shop');

  // The wise woman teaches Focus (60 gold) and takes it back for half.
  await viewLink(page, 'Chata szeptuchy').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Chata szeptuchy' })).toBeVisible();
  await expectNoAxeViolations(page, '/shop/{id} skills');
  await page.getByRole('button', { name: 'Naucz się Skupienie' }).click();
  await expect(gold).toHaveText('40');
  await page.getByRole('button', { name: 'Zapomnij Skupienie' }).click();
  await expect(gold).toHaveText('70');
  await expect(page.getByRole('button', { name: 'Naucz się Skupienie' })).toBeVisible();

  // The trader: two wood logs and copper ore for the spear (the second log after a reroll).
  await page.getByRole('link', { name: 'Wróć do sklepów' }).first().click();
  await viewLink(page, 'Kram kupca Zbyszka').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kram kupca Zbyszka' })).toBeVisible();
  await page.getByRole('button', { name: 'Kup: Kłoda drewna' }).click();
  await expect(gold).toHaveText('64');
  // Sold: an empty slot where the log was.
  await expect(page.getByRole('button', { name: 'Kup: Kłoda drewna' })).toHaveCount(0);
  await expect(page.getByText('Wyprzedane').first()).toBeVisible();
  await page.getByRole('button', { name: 'Kup: Ruda miedzi' }).click();
  await expect(gold).toHaveText('52');
  await expectNoAxeViolations(page, '/shop/{id} resources');
  await page.getByRole('button', { name: 'Wylosuj towary' }).click();
  await expect(gold).toHaveText('47');
  await page.getByRole('button', { name: 'Kup: Kłoda drewna' }).click();
  await expect(gold).toHaveText('41');

  // The resources are in the pouch.
  await page.goto('/my-character');
  await expect(page.getByText('Kłoda drewna').first()).toBeVisible();
  await expect(page.getByText('Ruda miedzi').first()).toBeVisible();

  // The tailor: no backpack; the spear tried on, then crafted from the preview.
  await openVendor(page, 'Pracownia krawca');
  await expect(page.getByRole('heading', { name: 'Twój plecak' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Podgląd Włócznia' }).click();
  const preview = page.getByRole('dialog', { name: 'Włócznia' });
  await expect(preview.getByRole('img', { name: 'Twoja postać w stroju: Włócznia' })).toBeVisible();
  await expectNoAxeViolations(page, 'recipe preview');
  await preview.getByRole('button', { name: 'Uszyj' }).click();
  await confirm(page);
  await expect(preview).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Włócznia' })).toHaveCount(0);

  // Selling: the shirt comes off, then the smith buys it after 'Are you sure?'.
  await page.goto('/equipment');
  await page.getByRole('button', { name: 'Zdejmij: Lniana koszula' }).click();
  await expect(page.locator('[role="status"]').filter({ hasText: 'Zdjęto: Lniana koszula' }).first()).toBeAttached();
  await openVendor(page, 'Kuźnia Bogumiła');
  await page.getByRole('button', { name: 'Sprzedaj: Lniana koszula' }).click();
  await confirm(page);
  await expect(gold).toHaveText('46');
  await expect(page.getByRole('button', { name: 'Sprzedaj: Lniana koszula' })).toHaveCount(0);
  await expectNoAxeViolations(page, '/shop/{id} smith');

  // Meanwhile, elsewhere, the player spends gold (rerolls at the trader) below the smith's cheapest price:
  // the page still shows the old balance, so it offers the purchase, and the server refuses it.
  type Vendor = { data: { vendorItems: { name: string; buyPriceInShop: number; isAvailable: boolean }[] } };
  const smith = await api.get<Vendor>('/shops/1?lang=pl');
  const cheapest = smith.data.vendorItems
    .filter((item) => item.isAvailable)
    .sort((a, b) => a.buyPriceInShop - b.buyPriceInShop)[0];
  if (!cheapest || cheapest.buyPriceInShop > 46) throw new Error(`the smith's stock has nothing for 46 gold`);
  let left = 46;
  while (left >= cheapest.buyPriceInShop) {
    const rolled = await api.post<{ myCharacterBaseInfo: { baseCurrency: number } }>('/shops/roll', {
      id: 5,
      requestedLang: 'pl',
    });
    left = rolled.myCharacterBaseInfo.baseCurrency;
  }
  await page
    .getByRole('button', { name: `Kup: ${cheapest.name}` })
    .first()
    .click();
  const cash = page.getByRole('dialog', { name: 'Wiadomość' });
  await expect(cash.getByText('Nie masz dość złota, by kupić ten przedmiot')).toBeVisible();
  await expectNoAxeViolations(page, 'no enough cash');
  await cash.getByRole('button', { name: 'Zamknij' }).click();
  // The refusal's base info brought the balance up to date.
  await expect(gold).toHaveText(String(left));
  await testInfo.attach('smith', { body: await page.screenshot(), contentType: 'image/png' });
});

test('a player learns and activates a skill, previews and buys a premium cosmetic, is refused when the gems fell short, and finds the purchases in the history', async ({
  page,
  request,
}, testInfo) => {
  const token = await newPlayer(page, request, `premium-${testInfo.project.name}`);
  const api = apiAs(request, token);

  // Learn Focus, then make it the active utility skill.
  await openVendor(page, 'Chata szeptuchy');
  await page.getByRole('button', { name: 'Naucz się Skupienie' }).click();
  await expect(balance(page, 'baseCurrency')).toHaveText('40');
  await page.goto('/my-character/skills');
  await page.getByRole('button', { name: 'Aktywuj Skupienie' }).click();
  await expect(page.getByRole('button', { name: 'Aktywuj Skupienie' })).toHaveCount(0);

  // The premium shop: 50 gems (the phone's drawer has no link to it, as the spec lists it).
  if (testInfo.project.name === 'phone') await page.goto('/premium-shop');
  else await openNavLink(page, 'Sklep premium');
  await expect(page.getByRole('heading', { level: 1, name: 'Sklep premium' })).toBeVisible();
  const gems = balance(page, 'premiumCurrency');
  await expect(gems).toHaveText('50');
  await expectNoAxeViolations(page, '/premium-shop');

  // Elsewhere the player buys the auburn bun (20): the page still believes in 50 gems.
  type Shop = { data: { premiumItems: { id: number; name: string; price: number }[] } };
  const shop = await api.get<Shop>('/premium-shop/list?lang=pl');
  const bun = shop.data.premiumItems.find((item) => item.name === 'Kasztanowy kok');
  const dearer = shop.data.premiumItems.find((item) => item.price > 30 && item.price <= 50);
  if (!bun || !dearer) throw new Error('the premium shop lacks the items this journey buys');
  await api.post('/premium-shop/buy-premium-item', { id: bun.id, requestedLang: 'pl' });

  // An item for more than the 30 gems left: offered, refused by the server, and said so.
  const dearCard = page.getByRole('article', { name: dearer.name }).first();
  await dearCard.getByRole('button', { name: 'Kup' }).click();
  await confirm(page);
  const refusal = page.getByRole('dialog', { name: 'Wiadomość' });
  await expect(refusal.getByText('Nie masz dość punktów premium, by to kupić')).toBeVisible();
  await expectNoAxeViolations(page, 'premium refusal');
  await refusal.getByRole('button', { name: 'Zamknij' }).click();
  await expect(gems).toHaveText('30');

  // The silver mohawk tried on, then bought from the preview.
  const mohawk = page.getByRole('article', { name: 'Srebrny irokez' });
  await mohawk.getByRole('button', { name: 'Podgląd' }).click();
  const preview = page.getByRole('dialog', { name: 'Srebrny irokez' });
  await expect(preview.getByRole('img', { name: 'Twoja postać w elemencie stroju: Srebrny irokez' })).toBeVisible();
  await expectNoAxeViolations(page, 'premium preview');
  await preview.getByRole('button', { name: /^Kup za 30/ }).click();
  await confirm(page);
  await expect(gems).toHaveText('0');
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();
  await expect(mohawk.getByText('Posiadany')).toBeVisible();
  await testInfo.attach('premium-shop', { body: await page.screenshot(), contentType: 'image/png' });

  // The history: both purchases, the newest first.
  await page.getByRole('link', { name: 'Historia zakupów' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Historia zakupów' })).toBeVisible();
  const rows = page.getByRole('row');
  await expect(rows.filter({ hasText: 'Srebrny irokez' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Kasztanowy kok' })).toHaveCount(1);
  await expectNoAxeViolations(page, '/premium-shop/history');

  // The point packs: three offers, honest that payments are not available.
  await page.getByRole('link', { name: 'Wróć do sklepu premium' }).first().click();
  await page.getByRole('link', { name: 'Kup punkty premium' }).click();
  const packs = page.getByRole('list', { name: 'Pakiety punktów premium' });
  await expect(packs.getByRole('listitem')).toHaveCount(3);
  await packs.getByRole('button', { name: 'Kup' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Płatności nie są jeszcze dostępne' })).toBeVisible();
  await expectNoAxeViolations(page, '/premium-shop/buy-premium-points');
});
