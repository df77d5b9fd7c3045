import { expect, type Page, test } from '@playwright/test';
import { newSignedInPlayer } from './support.ts';

// This journey is about the service worker: let it run (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/** Every URL the page's origin keeps in its caches (the worker's precache and its art). */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });

/**
 * A player installs the game and comes back without the network: the manifest names the game, its
 * window and its icon; the worker takes the page over, precaches the shell and the build's files, never an
 * API reply, and answers a game page with the shell itself; offline, the character's page still opens (the
 * shell from the worker, the character of the last visit), says the network is gone, and reads the character
 * again once it returns.
 */
test('the game is installable, keeps its shell for a player without the network, and never caches the API', async ({
  page,
  request,
  context,
}, testInfo) => {
  const player = await newSignedInPlayer(page, request, 'install', 'Pwa');

  const href = await page.locator('head link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = (await (await request.get(href ?? '')).json()) as {
    name: string;
    display: string;
    start_url: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Przeglądarkowe RPG', display: 'standalone', start_url: '/my-character' });
  await expect(page.locator('head meta[name="theme-color"]')).toHaveAttribute('content', manifest.theme_color);
  for (const icon of manifest.icons) {
    const answer = await request.get(icon.src);
    expect(answer.ok(), icon.src).toBe(true);
    expect(answer.headers()['content-type']).toContain(icon.type);
  }

  // The worker is registered after the first screen and installs (precaches) in the background.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const worker = await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.active?.scriptURL));
  expect(worker).toMatch(/\/sw\.js$/);
  // A game page is the shell, the same file for every path: once the worker controls the page, it answers it
  // from its precache, and a returning player's page waits for no network before its code starts.
  const pageFetches: string[] = [];
  context.on('request', (asked) => {
    if (asked.serviceWorker() !== null && new URL(asked.url()).pathname === '/my-character')
      pageFetches.push(asked.url());
  });
  const fromWorker = await page.reload();
  expect(fromWorker?.fromServiceWorker(), 'the page from the worker').toBe(true);
  expect(pageFetches, 'the page the worker asked the server for').toEqual([]);
  await expect(page.getByRole('heading', { level: 1, name: player.name })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  const cached = await cachedUrls(page);
  expect(cached).toContain('/index.html');
  expect(cached.some((path) => /^\/assets\/.+\.js$/.test(path))).toBe(true);
  expect(cached.filter((path) => path.startsWith('/api/'))).toEqual([]);

  // Without the network: the page opens from the worker's shell with the character of the last visit
  // (lib/last-character.ts) and says the network is gone.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('Brak połączenia z internetem', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: player.name })).toBeVisible();
  const offline = testInfo.outputPath('offline.png');
  await page.screenshot({ path: offline });
  await testInfo.attach('offline', { path: offline, contentType: 'image/png' });

  // The network comes back: the page reads the character again by itself.
  const readAgain = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/my-character' && response.ok(),
  );
  await context.setOffline(false);
  await readAgain;
  await expect(page.getByRole('heading', { level: 1, name: player.name })).toBeVisible();
  expect((await cachedUrls(page)).filter((path) => path.startsWith('/api/'))).toEqual([]);
});
