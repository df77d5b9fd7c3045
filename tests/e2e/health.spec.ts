import { type APIRequestContext, expect, test } from '@playwright/test';
import { createPlayer, expectNoAxeViolations, signInThroughApp, uniqueName } from './support.ts';

/** The inn's shop type (contracts: ShopType.ConsumablesOnly). */
const consumablesOnly = 2;

type Character = {
  stats: { currentHealthPoints: number; healthPoints: number };
  actionPoints: number;
  inventoryGameItems: { id: number; isEmpty: boolean; mainInventoryType: number }[];
  consumableItems: { id?: number; name: string; count?: number; healPercent?: number }[];
};

/** The player's calls through the real API (what a player could do in the game, nothing more). */
const apiOf = (request: APIRequestContext, token: string) => {
  const headers = { Authorization: `Bearer ${token}` };
  const get = async <T>(path: string) => {
    const response = await request.get(`/api${path}`, { headers });
    expect(response.status(), `GET ${path}`).toBe(200);
    return ((await response.json()) as { data: T }).data;
  };
  const post = async <T>(path: string, data: unknown) => {
    const response = await request.post(`/api${path}`, { headers, data });
    expect(response.status(), `POST ${path}: ${await response.text()}`).toBe(200);
    return (await response.json()) as { data: T; isSuccess?: boolean };
  };
  return { get, post, character: () => get<Character>('/my-character?lang=pl') };
};

/**
 * A new player, set up through the real API as a player would play: it takes its gear off and fights
 * the strongest monster of its list until its health is below a quarter (a loss leaves 1 HP), and buys
 * the cheapest food or potion at the inn. Then, in the app: the health where fights start, the
 * low-health question with the food to use right there, the fight all the same, and Back from its
 * result to the monster list; on /my-character the pouch's Use button.
 */
test('a hurt player sees its health before a fight, is asked below 25%, heals with bread and goes Back to the list', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const player = await createPlayer(request, 'health', uniqueName('Ranny'));
  const api = apiOf(request, player.token);

  // Weak: nothing worn.
  let character = await api.character();
  for (const item of character.inventoryGameItems.filter((entry) => !entry.isEmpty && entry.mainInventoryType === 0)) {
    await api.post('/my-character/equipment/unequip', { id: item.id, requestedLang: 'pl' });
  }
  // Hurt: the strongest monster on offer, until below a quarter of the maximum (10 action points a fight).
  for (let fight = 0; fight < 7; fight += 1) {
    character = await api.character();
    if (character.stats.currentHealthPoints * 4 < character.stats.healthPoints) break;
    const { monsters } = await api.get<{ monsters: { id: number; level: number }[] }>('/battle/enemies?lang=pl');
    const strongest = [...monsters].sort((a, b) => b.level - a.level)[0];
    if (!strongest) throw new Error('no monster on offer');
    await api.post('/battle/commit-fight', { id: strongest.id, requestedLang: 'pl' });
  }
  character = await api.character();
  expect(character.stats.currentHealthPoints * 4, 'the hero is below a quarter of its health').toBeLessThan(
    character.stats.healthPoints,
  );
  expect(character.actionPoints).toBeGreaterThanOrEqual(10);

  // Food from the inn: the cheapest it has.
  const { vendors } = await api.get<{ vendors: { id: number; type: number }[] }>('/shops/list?lang=pl');
  const inn = vendors.find((vendor) => vendor.type === consumablesOnly);
  if (!inn) throw new Error('no inn');
  const shop = await api.get<{ vendorItems: { id: number; isAvailable: boolean; buyPriceInShop: number }[] }>(
    `/shops/${inn.id}?lang=pl`,
  );
  const cheapest = shop.vendorItems
    .filter((item) => item.isAvailable)
    .sort((a, b) => a.buyPriceInShop - b.buyPriceInShop)[0];
  if (!cheapest) throw new Error('the inn sells nothing');
  expect((await api.post('/shops/buy', { id: cheapest.id, requestedLang: 'pl' })).isSuccess).toBe(true);
  character = await api.character();
  const food = character.consumableItems.find((item) => (item.healPercent ?? 0) > 0);
  if (!food) throw new Error('the bought food is not in the pouch');

  await signInThroughApp(page, player.email, player.name);

  // /battle: the health is shown where the fight starts, with the warning.
  await page.goto('/battle');
  const meter = page.getByRole('main').getByRole('meter', { name: 'Twoje zdrowie' });
  await expect(meter).toHaveAttribute(
    'aria-valuetext',
    `${character.stats.currentHealthPoints} / ${character.stats.healthPoints}`,
  );
  await expect(page.getByText(/Twój bohater jest ciężko ranny: poniżej 25% zdrowia/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('battle-health.png'), fullPage: true });
  await expectNoAxeViolations(page, '/battle hurt');

  // A fight asks first: the food is offered with its Use button.
  const commits: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().endsWith('/api/battle/commit-fight')) commits.push(sent.url());
  });
  await page
    .getByRole('button', { name: /^Walcz: / })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Twój bohater jest ciężko ranny' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'the low-health dialog');
  await page.screenshot({ path: testInfo.outputPath('low-health-dialog.png'), fullPage: true });
  expect(commits).toHaveLength(0);
  await dialog.getByRole('button', { name: new RegExp(`^Użyj: ${food.name}`) }).click();
  await expect(page.getByText(/^Użyto: [^.]*\. Zdrowie: \d+ \/ \d+\.$/)).toBeVisible();
  const healed = await api.character();
  expect(healed.stats.currentHealthPoints).toBeGreaterThan(character.stats.currentHealthPoints);
  await expect(dialog.getByRole('meter', { name: 'Twoje zdrowie' })).toHaveAttribute(
    'aria-valuetext',
    `${healed.stats.currentHealthPoints} / ${healed.stats.healthPoints}`,
  );

  // Still hurt, or healed past a quarter: either way the fight starts (from the dialog, or at once).
  if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Walcz mimo to' }).click();
  await expect(page).toHaveURL(/\/battle\/fight\/\d+$/);
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(/Zwycięstwo!|Porażka|Remis/);
  expect(commits).toHaveLength(1);

  // Back from the result lands on the monster list; a reload of the result never fights again.
  const result = page.url();
  await page.goBack();
  await expect(page).toHaveURL(/\/battle$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Walka' })).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(result);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(/Zwycięstwo!|Porażka|Remis/);
  expect(commits).toHaveLength(1);

  // /my-character: the pouch's Use button (with its count) while any food is left, else none.
  await page.goto('/my-character');
  const left = (await api.character()).consumableItems.filter((item) => (item.healPercent ?? 0) > 0);
  await expect(page.getByRole('heading', { name: 'Przedmioty użytkowe' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Użyj: / })).toHaveCount(left.length);
  await expectNoAxeViolations(page, '/my-character pouch');
});
