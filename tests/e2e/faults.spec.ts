import { type APIRequestContext, expect, type Page, type Route, test } from '@playwright/test';
import { chooseLanguage, newSignedInPlayer, openNavLink, testPassword } from './support.ts';

/** A new player (100 gold) signed in through the app on their character's page. */
const newPlayer = (page: Page, request: APIRequestContext, label: string) =>
  newSignedInPlayer(page, request, label, 'Pechowiec');

type Character = { data: { baseCurrency: number; inventoryGameItems: { name: string; isEmpty: boolean }[] } };
type Vendor = { data: { vendorItems: { name: string; buyPriceInShop: number; isAvailable: boolean }[] } };

/** The game API as the player, behind the app's back: what the server really holds. */
const apiAs = (request: APIRequestContext, token: string) => ({
  get: async <T>(path: string): Promise<T> => {
    const response = await request.get(`/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status(), `GET ${path}`).toBe(200);
    return (await response.json()) as T;
  },
});

const smith = 'Kuźnia Bogumiła';

/** The smith's cheapest item on offer (it goes to the backpack), named in the language given, read from the server. */
const cheapestAtSmith = async (api: ReturnType<typeof apiAs>, lang: 'pl' | 'en' = 'pl') => {
  const vendor = await api.get<Vendor>(`/shops/1?lang=${lang}`);
  const item = vendor.data.vendorItems
    .filter((offer) => offer.isAvailable)
    .sort((a, b) => a.buyPriceInShop - b.buyPriceInShop)[0];
  if (!item || item.buyPriceInShop > 100) throw new Error("the smith's stock has nothing for 100 gold");
  return item;
};

/** Opens the smith's page from the shop list. */
const openSmith = async (page: Page) => {
  await openNavLink(page, 'Sklepy');
  await page.getByRole('link', { name: new RegExp(`^Zobacz\\s*: ${smith}$`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: smith })).toBeVisible();
};

const gold = (page: Page) => page.locator('[data-balance="baseCurrency"]').first();

/** The gold, and how many items of this name the character has, on the server. */
const owned = async (api: ReturnType<typeof apiAs>, name: string, lang: 'pl' | 'en' = 'pl') => {
  const character = await api.get<Character>(`/my-character?lang=${lang}`);
  return {
    gold: character.data.baseCurrency,
    count: character.data.inventoryGameItems.filter((item) => !item.isEmpty && item.name === name).length,
  };
};

/** What the server should hold after exactly one purchase of the item. */
const afterBuying = (before: { gold: number; count: number }, item: { buyPriceInShop: number }) => ({
  gold: before.gold - item.buyPriceInShop,
  count: before.count + 1,
});

/** The app's frame is there (the header, and a page with something on it): never a white screen. */
const expectShell = async (page: Page) => {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.locator('main#main')).toBeVisible();
  await expect(page.locator('main#main')).not.toBeEmpty();
};

/** Counts a route's calls: those the app sent (the test may stop them on the way), and those that reached the server. */
const counter = () => ({ sent: 0, reached: 0 });

test('server down: reads and a purchase say so, nothing is bought meanwhile, a retry recovers', async ({
  page,
  request,
}, testInfo) => {
  const { token } = await newPlayer(page, request, `down-${testInfo.project.name}`);
  const api = apiAs(request, token);
  const item = await cheapestAtSmith(api);
  const before = await owned(api, item.name);

  // The server stops answering: the shop list cannot be read.
  const down = (route: Route) => route.abort('connectionrefused');
  await page.route('**/api/**', down);
  await openNavLink(page, 'Sklepy');
  const failed = page.getByRole('alert').filter({ hasText: 'Coś poszło nie tak' });
  await expect(failed).toContainText('Nie udało się wczytać danych. Sprawdź połączenie i spróbuj ponownie.');
  await expectShell(page);

  // Back up: "Spróbuj ponownie" reads the list.
  await page.unroute('**/api/**', down);
  await failed.getByRole('button', { name: 'Spróbuj ponownie' }).click();
  await expect(page.getByRole('link', { name: new RegExp(`^Zobacz\\s*: ${smith}$`) })).toBeVisible();
  await page.getByRole('link', { name: new RegExp(`^Zobacz\\s*: ${smith}$`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: smith })).toBeVisible();

  // Down again while buying: the player is told, and nothing reached the server.
  const buys = counter();
  await page.route('**/api/shops/buy', (route) => {
    buys.sent += 1;
    return route.abort('connectionrefused');
  });
  await page
    .getByRole('button', { name: `Kup: ${item.name}` })
    .first()
    .click();
  await expect(page.getByRole('alert').filter({ hasText: 'Nie udało się połączyć z serwerem.' })).toBeVisible();
  await expect(gold(page)).toHaveText('100');
  await expectShell(page);
  expect(await owned(api, item.name)).toEqual(before);

  // Up again: the same button buys, once.
  await page.unroute('**/api/shops/buy');
  await page.route('**/api/shops/buy', async (route) => {
    buys.sent += 1;
    buys.reached += 1;
    await route.continue();
  });
  await page
    .getByRole('button', { name: `Kup: ${item.name}` })
    .first()
    .click();
  await expect(gold(page)).toHaveText(String(100 - item.buyPriceInShop));
  expect(buys).toEqual({ sent: 2, reached: 1 });
  expect(await owned(api, item.name)).toEqual(afterBuying(before, item));
});

test('a 500, in English: the page and the purchase say the server failed, a retry recovers, nothing bought twice', async ({
  page,
  request,
}, testInfo) => {
  const { token } = await newPlayer(page, request, `500-${testInfo.project.name}`);
  const api = apiAs(request, token);
  const item = await cheapestAtSmith(api, 'en');
  const before = await owned(api, item.name, 'en');
  await chooseLanguage(page, 'en');
  const serverError = (route: Route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({
        error: {
          code: 'internal-error',
          message: 'Something went wrong on the server; nothing was changed. Please try again.',
        },
      }),
    });

  // The vendor's page fails to load: the error state, in English, with a retry that works once the server does.
  await page.route('**/api/shops/1?*', serverError);
  await page.goto('/shop/1');
  const failed = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
  await expect(failed).toContainText('The data could not be loaded. Check your connection and try again.');
  await expectShell(page);
  await page.unroute('**/api/shops/1?*', serverError);
  await failed.getByRole('button', { name: 'Try again' }).click();
  const buy = page.getByRole('button', { name: `Buy: ${item.name}` }).first();
  await expect(buy).toBeVisible();

  // The purchase fails on the server: said so, nothing changed; the player's retry buys once.
  const buys = counter();
  await page.route('**/api/shops/buy', async (route) => {
    buys.sent += 1;
    if (buys.sent === 1) return serverError(route);
    buys.reached += 1;
    return route.continue();
  });
  await buy.click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'The server failed; nothing was changed. Try again.' }),
  ).toBeVisible();
  await expectShell(page);
  expect(await owned(api, item.name, 'en')).toEqual(before);
  await buy.click();
  await expect(gold(page)).toHaveText(String(100 - item.buyPriceInShop));
  expect(buys).toEqual({ sent: 2, reached: 1 });
  expect(await owned(api, item.name, 'en')).toEqual(afterBuying(before, item));
});

test('a reply lost on its way back: the purchase was made once, and the page reads again and shows it', async ({
  page,
  request,
}, testInfo) => {
  const { token } = await newPlayer(page, request, `lost-${testInfo.project.name}`);
  const api = apiAs(request, token);
  const item = await cheapestAtSmith(api);
  const before = await owned(api, item.name);
  await openSmith(page);
  const offers = page.getByRole('button', { name: `Kup: ${item.name}` });
  const offered = await offers.count();

  // The server buys, then the connection drops before the reply arrives.
  const buys = counter();
  await page.route('**/api/shops/buy', async (route) => {
    buys.sent += 1;
    await route.fetch();
    buys.reached += 1;
    await route.abort('connectionreset');
  });
  await offers.first().click();
  await expect(page.getByRole('alert').filter({ hasText: 'Nie udało się połączyć z serwerem.' })).toBeVisible();
  // The page reads again: the gold and the stock are the server's, so nothing invites buying it twice.
  await expect(gold(page)).toHaveText(String(before.gold - item.buyPriceInShop));
  await expect(offers).toHaveCount(offered - 1);
  await expectShell(page);
  expect(buys).toEqual({ sent: 1, reached: 1 });
  expect(await owned(api, item.name)).toEqual(afterBuying(before, item));
});

test('a slow reply (5 s): the page shows it is loading, the purchase stays busy and is sent once', async ({
  page,
  request,
}, testInfo) => {
  const { token } = await newPlayer(page, request, `slow-${testInfo.project.name}`);
  const api = apiAs(request, token);
  const item = await cheapestAtSmith(api);
  const before = await owned(api, item.name);
  const slow = async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, 5000));
    await route.continue();
  };

  // A slow read: the loading state until the reply, then the vendor.
  await page.route('**/api/shops/1?*', slow);
  await page.goto('/shop/1');
  // The vendor's skeleton, drawn at once: a status that says "loading" to a screen reader.
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Wczytywanie…' })).toBeVisible();
  await expectShell(page);
  await expect(page.getByRole('heading', { level: 1, name: smith })).toBeVisible({ timeout: 15_000 });
  await page.unroute('**/api/shops/1?*', slow);

  // A slow purchase: the button is busy and a second click sends nothing.
  const buys = counter();
  await page.route('**/api/shops/buy', async (route) => {
    buys.sent += 1;
    await new Promise((resolve) => setTimeout(resolve, 5000));
    buys.reached += 1;
    await route.continue();
  });
  const buy = page.getByRole('button', { name: `Kup: ${item.name}` }).first();
  await buy.click();
  await expect(buy).toHaveAttribute('aria-busy', 'true');
  await buy.click({ force: true });
  await buy.click({ force: true });
  await expect(gold(page)).toHaveText(String(100 - item.buyPriceInShop), { timeout: 15_000 });
  expect(buys).toEqual({ sent: 1, reached: 1 });
  expect(await owned(api, item.name)).toEqual(afterBuying(before, item));
});

test('offline: the player is told at once, a purchase is not sent, and the game comes back with the network', async ({
  page,
  context,
  request,
}, testInfo) => {
  const { token } = await newPlayer(page, request, `offline-${testInfo.project.name}`);
  const api = apiAs(request, token);
  const item = await cheapestAtSmith(api);
  const before = await owned(api, item.name);
  await openSmith(page);
  // What the browser tried, and what the server answered.
  const buys = counter();
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/shops/buy')) buys.sent += 1;
  });
  page.on('response', (answer) => {
    if (answer.url().endsWith('/api/shops/buy')) buys.reached += 1;
  });

  await context.setOffline(true);
  const notifications = page.getByRole('region', { name: 'Powiadomienia' });
  const offline = notifications.getByText('Brak połączenia z internetem');
  await expect(offline).toBeVisible();
  await expect(notifications).toContainText('Gra połączy się sama, gdy sieć wróci.');
  await page
    .getByRole('button', { name: `Kup: ${item.name}` })
    .first()
    .click();
  await expect(page.getByRole('alert').filter({ hasText: 'Jesteś offline: nic nie zostało wysłane.' })).toBeVisible();
  await expectShell(page);
  expect(buys.reached).toBe(0);
  expect(await owned(api, item.name)).toEqual(before);

  // A page whose code is not here yet: it says the network is missing, and loads by itself once it is back.
  await openNavLink(page, 'Zadania');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Bez internetu ta strona nie może się wczytać.' }),
  ).toBeVisible();
  await expectShell(page);

  await context.setOffline(false);
  await expect(offline).toBeHidden();
  await expect(notifications.getByText('Połączenie wróciło.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Zadania' })).toBeVisible();

  await openSmith(page);
  await page
    .getByRole('button', { name: `Kup: ${item.name}` })
    .first()
    .click();
  await expect(gold(page)).toHaveText(String(100 - item.buyPriceInShop));
  // The offline attempt never left the browser (if it was issued at all); the one online reached the server once.
  expect(buys.reached).toBe(1);
  expect(buys.sent).toBeLessThanOrEqual(2);
  expect(await owned(api, item.name)).toEqual(afterBuying(before, item));
});

test('a token that expires mid-session: refreshed and the purchase sent again, once; a refused one ends the session with a message', async ({
  page,
  request,
}, testInfo) => {
  const { token, email } = await newPlayer(page, request, `token-${testInfo.project.name}`);
  const api = apiAs(request, token);
  const item = await cheapestAtSmith(api);
  const before = await owned(api, item.name);
  await openSmith(page);

  // The server finds the token expired once: the app asks Firebase for a fresh one and sends the purchase again.
  const buys = { sent: 0, reached: 0, tokens: [] as string[] };
  await page.route('**/api/shops/buy', async (route) => {
    buys.sent += 1;
    buys.tokens.push(route.request().headers().authorization ?? '');
    if (buys.sent === 1) {
      return route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'unauthenticated', message: 'The token has expired.' } }),
      });
    }
    buys.reached += 1;
    return route.continue();
  });
  // The app asks the identity provider (the emulator) for a fresh token.
  const refreshes = { count: 0 };
  page.on('request', (sent) => {
    if (sent.url().includes('securetoken.googleapis.com')) refreshes.count += 1;
  });
  await page
    .getByRole('button', { name: `Kup: ${item.name}` })
    .first()
    .click();
  await expect(gold(page)).toHaveText(String(100 - item.buyPriceInShop));
  expect(refreshes.count).toBeGreaterThanOrEqual(1);
  expect(buys.sent).toBe(2);
  expect(buys.reached).toBe(1);
  expect(buys.tokens.every((value) => value.startsWith('Bearer '))).toBe(true);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await owned(api, item.name)).toEqual(afterBuying(before, item));

  // A token the server keeps refusing (revoked): the session ends, the player is told and asked to log in,
  // and comes back to the smith afterwards.
  await page.route('**/api/shops/roll', (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'unauthenticated', message: 'The token has been revoked.' } }),
    }),
  );
  await page.getByRole('button', { name: 'Wylosuj towary' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Twoja sesja wygasła' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Logowanie' })).toBeVisible();
  await expectShell(page);
  await page.unroute('**/api/shops/roll');
  const main = page.getByRole('main');
  await main.getByLabel('E-mail').fill(email);
  await main.getByLabel('Hasło').fill(testPassword);
  await main.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: smith })).toBeVisible();
});
