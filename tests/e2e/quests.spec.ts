import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createPlayer, expectNoAxeViolations, openNavLink, signInThroughApp, uniqueName } from './support.ts';

type Reply<T> = { data: T; myCharacterBaseInfo?: { baseCurrency: number; premiumCurrency: number; stamina: number } };
type QuestView = {
  id: number;
  title: string;
  isAccepted: boolean;
  progressions: { type: number; resourceNameToGet: string; requiredAmount: number }[];
  rewards: { baseCurrency: number };
};
type StockItem = { id: number; name: string; isAvailable: boolean; buyPriceInShop: number };

/** The game API as the player, for what the journey sets up behind the app's back (another device). */
const apiAs = (request: APIRequestContext, token: string) => {
  const headers = { Authorization: `Bearer ${token}` };
  return {
    get: async <T>(path: string): Promise<Reply<T>> => {
      const response = await request.get(`/api${path}`, { headers });
      expect(response.status(), `GET ${path}`).toBe(200);
      return (await response.json()) as Reply<T>;
    },
    post: async <T>(path: string, data: unknown): Promise<Reply<T>> => {
      const response = await request.post(`/api${path}`, { headers, data });
      expect(response.status(), `POST ${path}`).toBe(200);
      return (await response.json()) as Reply<T>;
    },
  };
};

const balance = (page: Page, entry: 'baseCurrency' | 'premiumCurrency' | 'actionPoints') =>
  page.locator(`[data-balance="${entry}"]`).first();

/** The ranking row marked aria-current (the player's own). */
const myRow = (page: Page) => page.locator('tr[aria-current="true"]');

/**
 * Buys `amount` of a resource at the trader (one per stock slot, rerolling the stock for more):
 * what a player does elsewhere to gather for a quest.
 */
const gather = async (api: ReturnType<typeof apiAs>, resource: string, amount: number) => {
  const vendors = await api.get<{ vendors: { id: number; type: number }[] }>('/shops/list?lang=pl');
  const trader = vendors.data.vendors.find((vendor) => vendor.type === 4);
  if (!trader) throw new Error('No resource trader');
  let stock = (await api.get<{ vendorItems: StockItem[] }>(`/shops/${trader.id}?lang=pl`)).data.vendorItems;
  for (let bought = 0; bought < amount; ) {
    const item = stock.find((entry) => entry.name === resource && entry.isAvailable);
    if (item) {
      stock = (await api.post<{ shopItems: StockItem[] }>('/shops/buy', { id: item.id, requestedLang: 'pl' })).data
        .shopItems;
      bought += 1;
    } else {
      stock = (await api.post<{ vendorItems: StockItem[] }>('/shops/roll', { id: trader.id, requestedLang: 'pl' })).data
        .vendorItems;
    }
  }
};

test('a player sets out on an adventure, pages the ranking to themselves, rolls, accepts and returns a quest, then collects the adventure and cancels another', async ({
  page,
  request,
}, testInfo) => {
  // The shortest adventure lasts a real minute (the server has no test clock): it is started first
  // and collected last, once its countdown in the app has run out.
  test.setTimeout(180_000);
  const phone = testInfo.project.name === 'phone';

  // Eleven players sort before ours (same level and honour, names earlier in the alphabet), so the
  // player is on page 2 or later of the ranking.
  for (let index = 0; index < 11; index += 1) {
    await createPlayer(request, `ranked-${testInfo.project.name}`, uniqueName('Aa'));
  }
  const name = uniqueName('Zz');
  const { email, token } = await createPlayer(request, `quests-${testInfo.project.name}`, name);
  const api = apiAs(request, token);
  await signInThroughApp(page, email, name);
  await expect(balance(page, 'actionPoints')).toHaveText('100');

  // --- Adventures: set out on the errand run (2 action points, 1 minute).
  await page.goto('/adventures');
  await expect(page.getByRole('heading', { level: 1, name: 'Przygody' })).toBeVisible();
  const offers = page.getByRole('list', { name: 'Dostępne przygody' });
  await expect(offers.getByRole('article')).not.toHaveCount(0);
  await expectNoAxeViolations(page, '/adventures (offers)');
  await offers.getByRole('article', { name: 'Bieganie na posyłki' }).getByRole('button', { name: 'Wyrusz' }).click();
  const running = page.getByRole('region', { name: 'Bieganie na posyłki' });
  await expect(running.getByRole('timer')).toHaveText(/^0[01]:\d\d$/);
  await expect(running.getByRole('button', { name: 'Odbierz nagrodę' })).toBeDisabled();
  await expect(balance(page, 'actionPoints')).toHaveText('98');
  await expectNoAxeViolations(page, '/adventures (running)');

  // --- Ranking: opens at the player's own page, with their row marked.
  if (phone) await page.goto('/ranking');
  else await openNavLink(page, 'Ranking');
  await expect(page.getByRole('heading', { level: 1, name: 'Ranking' })).toBeVisible();
  await expect(myRow(page)).toContainText(name);
  await expect(myRow(page)).toContainText('Ty');
  await expect(page).toHaveURL(/\/ranking\?page=\d+$/);
  const myPage = Number(new URL(page.url()).searchParams.get('page'));
  expect(myPage).toBeGreaterThanOrEqual(2);
  await expectNoAxeViolations(page, '/ranking (my page)');

  // A shared link to page 1, then paging forward (each page in the address). The journeys beside this one win
  // fights meanwhile and may climb past the player, so the player is on page myPage or, by now, a later one.
  await page.goto('/ranking?page=1');
  await expect(page.getByText(/^Strona 1 z \d+$/).first()).toBeVisible();
  await expect(myRow(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Poprzednia' })).toBeDisabled();
  for (let shown = 1; shown < myPage; shown += 1) {
    await page.getByRole('button', { name: 'Następna' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?page=${shown + 1}$`));
  }
  // Back goes to the page before; "my position" comes back to the player's row, wherever it is now, and focuses it.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`\\?page=${myPage - 1}$`));
  await expect(myRow(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Moja pozycja' }).click();
  await expect(myRow(page).getByRole('link', { name })).toBeFocused();
  expect(Number(new URL(page.url()).searchParams.get('page'))).toBeGreaterThanOrEqual(myPage);
  await myRow(page).getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/characters\/\d+$/);
  await expect(page.getByRole('heading', { name }).first()).toBeVisible();

  // --- Quests: the hourly free roll, then accept a gathering quest in the app.
  await openNavLink(page, 'Zadania');
  await expect(page.getByRole('heading', { level: 1, name: 'Zadania' })).toBeVisible();
  const available = page.getByRole('region', { name: 'Dostępne zadania' });
  await expect(available.getByRole('article')).toHaveCount(3);
  await expectNoAxeViolations(page, '/quests');
  await expect(page.getByText('Za darmo (raz na godzinę)')).toBeVisible();
  await page.getByRole('button', { name: 'Wylosuj nowe zadania' }).click();
  await expect(page.getByText('Koszt: 1 punkt premium')).toBeVisible();
  await expect(balance(page, 'premiumCurrency')).toHaveText('50');

  // Level 1 offers two gathering and two slaying templates, three at a time: one gathers.
  const board = (await api.get<QuestView[]>('/quests?lang=pl')).data;
  const quest = board.find((entry) => !entry.isAccepted && entry.progressions[0]?.type === 1);
  if (!quest) throw new Error('No gathering quest on the board');
  const [objective] = quest.progressions;
  if (!objective) throw new Error('A quest without an objective');
  const card = available.getByRole('article', { name: quest.title });
  await card.getByRole('button', { name: 'Przyjmij zadanie' }).click();
  const accepted = page.getByRole('region', { name: 'Przyjęte zadania' });
  const acceptedCard = accepted.getByRole('article', { name: quest.title });
  await expect(acceptedCard).toBeVisible();
  await expect(acceptedCard.getByRole('meter', { name: `Zdobądź: ${objective.resourceNameToGet}` })).toBeVisible();
  await expect(balance(page, 'actionPoints')).not.toHaveText('98');

  // The resources are bought elsewhere (the trader, through the API); the board shows the quest done.
  await gather(api, objective.resourceNameToGet, objective.requiredAmount);
  await page.reload();
  await expect(acceptedCard.getByText('Wykonane')).toBeVisible();
  const character = await api.get<{ baseCurrency: number }>('/my-character?lang=pl');
  await expect(balance(page, 'baseCurrency')).toHaveText(String(character.data.baseCurrency));
  await acceptedCard.getByRole('button', { name: 'Oddaj zadanie i odbierz nagrodę' }).click();
  const rewards = page.getByRole('region', { name: `Zadanie „${quest.title}” oddane` });
  await expect(rewards).toBeFocused();
  await expect(rewards).toContainText(`+${quest.rewards.baseCurrency}`);
  await expect(acceptedCard).toHaveCount(0);
  await expect(balance(page, 'baseCurrency')).toHaveText(
    String(character.data.baseCurrency + quest.rewards.baseCurrency),
  );
  await expectNoAxeViolations(page, '/quests (returned)');

  // --- Adventures again: the countdown runs out in the app, then the rewards are collected.
  await page.goto('/adventures');
  const collect = page.getByRole('button', { name: 'Odbierz nagrodę' });
  await expect(collect).toBeEnabled({ timeout: 75_000 });
  await collect.click();
  await expect(page.getByRole('heading', { name: 'Zdobyte nagrody' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Dostępne przygody' })).toBeVisible();
  await expectNoAxeViolations(page, '/adventures (collected)');

  // Another one, cancelled after confirming: no reward, the offers come back.
  await page
    .getByRole('list', { name: 'Dostępne przygody' })
    .getByRole('article', { name: 'Bieganie na posyłki' })
    .getByRole('button', { name: 'Wyrusz' })
    .click();
  await page.getByRole('button', { name: 'Przerwij przygodę' }).click();
  const confirm = page.getByRole('dialog', { name: 'Czy na pewno?' });
  await confirm.getByRole('button', { name: 'Tak, przerwij' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('list', { name: 'Dostępne przygody' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Odbierz nagrodę' })).toHaveCount(0);
});
