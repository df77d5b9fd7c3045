import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, newSignedInPlayer } from './support.ts';

interface VendorItem {
  id: number;
  name: string;
  isAvailable: boolean;
  buyPriceInShop: number;
  inventoryType: number;
}

/** The blacksmith's type (contracts: ShopType.Weapons) and the main weapon's slot (InventorySlotType.Weapon1). */
const weaponsVendor = 0;
const weapon1 = 3;

/**
 * Buys, through the game API, a main weapon the new player can afford that is not the starter sword,
 * so it lands in the backpack beside the sword it is compared with. Returns its name.
 */
const buyWeapon = async (request: APIRequestContext, token: string): Promise<string> => {
  const headers = { Authorization: `Bearer ${token}` };
  const list = await request.get('/api/shops/list?lang=pl', { headers });
  expect(list.status()).toBe(200);
  const vendors = ((await list.json()) as { data: { vendors: { id: number; type: number }[] } }).data.vendors;
  const smith = vendors.find((vendor) => vendor.type === weaponsVendor);
  if (!smith) throw new Error('no weapons vendor');
  const detail = await request.get(`/api/shops/${smith.id}?lang=pl`, { headers });
  const items = ((await detail.json()) as { data: { vendorItems: VendorItem[] } }).data.vendorItems;
  const weapon = items.find(
    (item) =>
      item.isAvailable && item.inventoryType === weapon1 && item.buyPriceInShop <= 100 && item.name !== 'Krótki miecz',
  );
  if (!weapon) throw new Error(`no affordable weapon: ${items.map((item) => item.name).join(', ')}`);
  const bought = await request.post('/api/shops/buy', { headers, data: { id: weapon.id, requestedLang: 'pl' } });
  expect(bought.status(), 'POST /shops/buy').toBe(200);
  expect(((await bought.json()) as { isSuccess: boolean }).isSuccess).toBe(true);
  return weapon.name;
};

/** The details a hover or keyboard focus shows beside a card (a visual copy of the card's screen-reader text). */
const hoverCardOf = (card: Locator) =>
  card.locator('xpath=ancestor::*[@data-hover-card][1]').locator('[data-hover-card-layer]');

/** What a comparison with the starter sword shows, in Polish. */
const expectComparison = async (details: Locator) => {
  await expect(details).toContainText('W porównaniu z: Krótki miecz (założone)');
  await expect(details).toContainText('Zmiana');
  await expect(details).toContainText('Obrażenia');
  await expect(details).toContainText('Wartość sprzedaży');
  // Each row's difference carries a sign (or ±0) and a tone.
  await expect(details.locator('tr[data-tone]').first()).toBeVisible();
  await expect(details.locator('[data-overall]')).toHaveText(/lepszy|gorszy|taki sam/i);
};

/** Desktop: hovering a backpack card shows its comparison; keyboard focus too, and Escape hides it. */
const compareOnDesktop = async (page: Page, name: string, label: string) => {
  const card = page.getByRole('article', { name });
  await card.scrollIntoViewIfNeeded();
  const details = hoverCardOf(card);
  await expect(details).toBeHidden();
  await card.hover();
  await expect(details).toBeVisible();
  await expectComparison(details);
  const box = await details.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
  await expectNoAxeViolations(page, `${label} details on hover`);
  await page.mouse.move(0, 0);
  await expect(details).toBeHidden();

  await page.getByRole('button', { name: `Przenieś: ${name}` }).focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(details).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
};

/** Phone: a tap on the item's picture opens its details with the comparison and the Equip button. */
const compareOnPhone = async (page: Page, name: string, label: string) => {
  await page.getByRole('tab', { name: 'Plecak' }).click();
  const handle = page.getByRole('button', { name: `Przenieś: ${name}` });
  await handle.scrollIntoViewIfNeeded();
  await handle.tap();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expectComparison(dialog);
  await expect(dialog.getByRole('button', { name: `Załóż: ${name}` })).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  await expectNoAxeViolations(page, `${label} details on tap`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // The tap showed the details and changed nothing: the item is still in the backpack.
  await expect(page.getByRole('button', { name: `Załóż: ${name}` })).toBeVisible();
};

test('a player compares a bought weapon with the equipped sword on /equipment and /my-character, then equips it', async ({
  page,
  request,
}, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  const { token } = await newSignedInPlayer(page, request, `gear-${testInfo.project.name}`, 'Kowal');
  const name = await buyWeapon(request, token);

  await page.goto('/equipment');
  await expect(page.getByRole('heading', { level: 1, name: 'Ekwipunek' })).toBeVisible();
  // The keyboard's drag instructions show only where there is a mouse or a keyboard to use them.
  const instructions = page.getByText('Przeciągnij przedmiot na inne miejsce', { exact: false }).first();
  if (phone) await expect(instructions).not.toBeInViewport();
  else await expect(instructions).toBeVisible();
  if (phone) await compareOnPhone(page, name, '/equipment');
  else await compareOnDesktop(page, name, '/equipment');

  await page.goto('/my-character');
  // On a phone the board's backpack is a tab (its panel is drawn once chosen).
  await expect(
    phone ? page.getByRole('tab', { name: 'Plecak' }) : page.getByRole('button', { name: `Załóż: ${name}` }),
  ).toBeAttached();
  if (phone) await compareOnPhone(page, name, '/my-character');
  else await compareOnDesktop(page, name, '/my-character');

  // Equip it from the details (phone) or its button (desktop): the sword goes to the backpack and now
  // compares against the new weapon.
  if (phone) {
    await page.getByRole('button', { name: `Przenieś: ${name}` }).tap();
    await page
      .getByRole('dialog', { name })
      .getByRole('button', { name: `Załóż: ${name}` })
      .click();
  } else {
    await page.getByRole('button', { name: `Załóż: ${name}` }).click();
  }
  await expect(page.getByRole('button', { name: 'Załóż: Krótki miecz' })).toBeAttached();
  if (phone) await page.getByRole('tab', { name: 'Ekwipunek' }).click();
  await expect(page.getByRole('button', { name: `Zdejmij: ${name}` })).toBeAttached();
});
