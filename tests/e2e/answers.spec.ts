import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, newSignedInPlayer } from './support.ts';

/**
 * Every state-changing action ends with an answer the player sees (and a screen reader hears), and premium
 * currency is never spent without asking: issue 32's answers, through the real stack at 1280 and 390 px.
 */

const balance = (page: Page, entry: 'baseCurrency' | 'premiumCurrency' | 'actionPoints') =>
  page.locator(`[data-balance="${entry}"]`).first();

/** The toasts' region (the app's, at its root): an answer is a toast in it. */
const toasts = (page: Page) => page.getByRole('region', { name: 'Powiadomienia' });

test('the quest board still offers 3 after accepting, and the paid roll asks before spending a gem', async ({
  page,
  request,
}) => {
  await newSignedInPlayer(page, request, 'answers-quests', 'Odp');
  await page.goto('/quests');
  const available = page.getByRole('region', { name: 'Dostępne zadania' });
  await expect(available.getByRole('article')).toHaveCount(3);

  // Accept: a replacement is drawn (the board offers 3), and a toast names the quest accepted.
  const first = available.getByRole('article').first();
  const title = (await first.getByRole('heading').textContent())?.trim() ?? '';
  // The button is named with its quest, not only "Przyjmij zadanie" on every card.
  await first.getByRole('button', { name: `Przyjmij zadanie ${title}`, exact: true }).click();
  const accepted = page.getByRole('region', { name: 'Przyjęte zadania' });
  await expect(accepted.getByRole('article', { name: title })).toBeVisible();
  await expect(available.getByRole('article')).toHaveCount(3);
  await expect(toasts(page).getByText(`Przyjęto zadanie: ${title}.`)).toBeVisible();
  await expectNoAxeViolations(page, '/quests (accepted)');

  // The hourly free roll rolls at once and says so.
  await expect(balance(page, 'premiumCurrency')).toHaveText('50');
  await page.getByRole('button', { name: 'Wylosuj nowe zadania' }).click();
  await expect(toasts(page).getByText('Na tablicy są nowe zadania.')).toBeVisible();
  await expect(page.getByText('Koszt: 1 punkt premium')).toBeVisible();

  // The next one costs a gem: it asks first, naming the price; closing spends nothing.
  await page.getByRole('button', { name: 'Wylosuj nowe zadania' }).click();
  const confirm = page.getByRole('dialog', { name: 'Czy na pewno?' });
  await expect(confirm).toContainText('za 1 punkt premium');
  await expectNoAxeViolations(page, '/quests (paid roll asks)');
  await confirm.getByRole('button', { name: 'Zamknij' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(balance(page, 'premiumCurrency')).toHaveText('50');
  await page.getByRole('button', { name: 'Wylosuj nowe zadania' }).click();
  await page
    .getByRole('dialog', { name: 'Czy na pewno?' })
    .getByRole('button', { name: 'Tak, losuj za 1 punkt premium' })
    .click();
  await expect(balance(page, 'premiumCurrency')).toHaveText('49');
  await expect(available.getByRole('article')).toHaveCount(3);
});

test('saving the outfit answers with a toast; the tailor shows what the player has of each material', async ({
  page,
  request,
}) => {
  const { token } = await newSignedInPlayer(page, request, 'answers-outfit', 'Odp');
  await page.goto('/my-character/change-outfit');
  await page.getByRole('button', { name: 'Następne oczy' }).click();
  await page.getByRole('button', { name: 'Zapisz strój' }).click();
  await expect(page).toHaveURL(/\/my-character$/);
  await expect(toasts(page).getByText('Strój zapisany: Twoja postać już go nosi.')).toBeVisible();

  // The tailor: a new player has no materials, so every recipe says what is short, and craft waits.
  const list = await request.get('/api/shops/list?lang=pl', { headers: { Authorization: `Bearer ${token}` } });
  expect(list.status()).toBe(200);
  const { data } = (await list.json()) as { data: { vendors: { id: number; type: number }[] } };
  const tailor = data.vendors.find((vendor) => vendor.type === 8);
  if (!tailor) throw new Error('No tailor');
  await page.goto(`/shop/${tailor.id}`);
  const recipes = page.getByRole('region', { name: 'Przepisy na stroje' });
  await expect(recipes.getByRole('listitem').first()).toBeVisible();
  const chips = recipes.getByRole('list', { name: 'Wymaga' }).first().getByRole('listitem');
  await expect(chips.first()).toContainText(/0\/\d+/);
  await expect(chips.first()).toContainText(/masz 0 z \d+, za mało/);
  const craft = recipes.getByRole('button', { name: /^Kup / }).first();
  await expect(craft).toBeDisabled();
  await expect(recipes.getByText(/Nie masz jeszcze wszystkich materiałów/).first()).toBeVisible();
  await expectNoAxeViolations(page, '/shop/{tailor}');
});
