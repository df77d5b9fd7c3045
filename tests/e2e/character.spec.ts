import { expect, type Page, test } from '@playwright/test';
import { createAccount, expectNoAxeViolations, openNavLink, uniqueEmail, uniqueName } from './support.ts';

const password = 'sekretne-haslo';

/** Registers through the app and creates a character; returns its name. Ends on /my-character. */
const registerAndCreate = async (page: Page, label: string) => {
  const name = uniqueName('Bohater');
  await page.goto('/account/register');
  await page.getByLabel('E-mail').fill(uniqueEmail(label));
  await page.getByLabel('Hasło').fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Zarejestruj się' }).click();
  await page.getByRole('dialog', { name: 'Rejestracja zakończona sukcesem' }).getByRole('button').last().click();
  await expect(page).toHaveURL(/\/create-character$/);
  await expectNoAxeViolations(page, 'character creation');
  await page.getByLabel('Imię bohatera').fill(name);
  await page.getByRole('button', { name: 'Stwórz bohatera' }).click();
  await expect(page).toHaveURL(/\/my-character$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return name;
};

/** The board's slot element (equipment-1..4, backpack-0..19). */
const slot = (page: Page, key: string) => page.locator(`[data-drop-slot="${key}"]`);

test('a player dresses, spends a point, equips by click, drag and keyboard, renames and meets another player', async ({
  page,
  request,
}, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  await registerAndCreate(page, `character-${testInfo.project.name}`);
  await expectNoAxeViolations(page, '/my-character');

  // Stats: a new hero has points to spend; the point shows at once and the balance stays.
  const force = page.getByRole('button', { name: 'Dodaj punkt: Siła' });
  await force.click();
  await expect(page.getByText('bazowo 6, z przedmiotów +0').first()).toBeVisible();

  // The outfit: cycle a part (local and instant), save once, back on the character.
  await page.getByRole('link', { name: 'Zmień strój' }).click();
  await expect(page).toHaveURL(/\/my-character\/change-outfit$/);
  await expectNoAxeViolations(page, '/my-character/change-outfit');
  const saves: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/my-character/change-outfit')) saves.push(r.method());
  });
  await page.getByRole('button', { name: 'Następne oczy' }).click();
  await page.getByRole('button', { name: 'Zapisz strój' }).click();
  await expect(page).toHaveURL(/\/my-character$/);
  expect(saves).toEqual(['POST']);

  // Equipment: click takes the sword off and puts it back on.
  if (phone) await openNavLink(page, 'Ekwipunek');
  else await page.goto('/equipment');
  await expect(page).toHaveURL(/\/equipment$/);
  await expectNoAxeViolations(page, '/equipment');
  const status = page.locator('[role="status"]').filter({ hasText: /Zdjęto|Założono|Upuszczono|Podniesiono/ });
  await page.getByRole('button', { name: 'Zdejmij: Krótki miecz' }).click();
  await expect(status.first()).toContainText('Zdjęto: Krótki miecz');
  if (phone) await page.getByRole('tab', { name: 'Plecak' }).click();
  await page.getByRole('button', { name: 'Załóż: Krótki miecz' }).click();
  await expect(status.first()).toContainText('Założono: Krótki miecz');
  if (phone) await page.getByRole('tab', { name: 'Ekwipunek' }).click();

  if (!phone) {
    // Keyboard: pick the shirt up, walk to a backpack slot, drop it; it lands there.
    const shirt = page.getByRole('button', { name: 'Przenieś: Lniana koszula' });
    await shirt.focus();
    await page.keyboard.press('Space');
    await expect(status.first()).toContainText('Podniesiono: Lniana koszula');
    for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    await expect(status.first()).toContainText('Upuszczono w');

    // Pointer drag: the shirt from the backpack back onto the torso slot.
    const handle = page.getByRole('button', { name: 'Przenieś: Lniana koszula' });
    const torso = slot(page, 'equipment-2');
    await handle.hover();
    await page.mouse.down();
    const box = await torso.boundingBox();
    if (!box) throw new Error('no torso slot');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect(torso).toContainText('Lniana koszula');
  }
  // Whatever the board showed is what the server kept.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Ekwipunek' })).toBeVisible();

  // Change the name.
  const newName = uniqueName('Nowy');
  await page.goto('/my-character/change-name');
  await expectNoAxeViolations(page, '/my-character/change-name');
  await page.getByPlaceholder('Nowe imię').fill(newName);
  await page.getByRole('button', { name: 'Zmień', exact: true }).click();
  await expect(page).toHaveURL(/\/my-character$/);
  await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();

  // Another player's public view (from the ranking's ids).
  const otherToken = await createAccount(uniqueEmail(`other-${testInfo.project.name}`), password);
  const otherName = uniqueName('Inny');
  const created = await request.post('/api/my-character', {
    headers: { Authorization: `Bearer ${otherToken}` },
    data: { requestedLang: 'pl', name: otherName },
  });
  const otherId = ((await created.json()) as { data: { id?: number } }).data.id;
  const ranking = await request.post('/api/ranking/get-paginated-list', {
    headers: { Authorization: `Bearer ${otherToken}` },
    data: { currentPage: 1, toTake: 10, initLoadAtPosition: true },
  });
  const rows = ((await ranking.json()) as { data: { data: { id: number; name: string }[] } }).data.data;
  const id = otherId ?? rows.find((row) => row.name === otherName)?.id;
  expect(id).toBeDefined();
  await page.goto(`/characters/${id}`);
  await expect(page.getByRole('heading', { name: otherName })).toBeVisible();
  await expectNoAxeViolations(page, '/characters/{id}');
  await expect(page.getByRole('link', { name: 'Wróć do rankingu' }).first()).toBeVisible();

  // The mobile character screen and its dock.
  await page.goto('/my-character/mobile');
  await expect(page.getByRole('tab').first()).toBeVisible();
  await expectNoAxeViolations(page, '/my-character/mobile');
});

test('a visitor is sent to log in and comes back where they were going', async ({ page }, testInfo) => {
  const email = uniqueEmail(`return-${testInfo.project.name}`);
  const token = await createAccount(email, password);
  await page.request.post('/api/my-character', {
    headers: { Authorization: `Bearer ${token}` },
    data: { requestedLang: 'pl', name: uniqueName('Powrót') },
  });
  await page.goto('/my-character/stats');
  await expect(page).toHaveURL(/\/account\/login$/);
  await page.getByRole('main').getByLabel('E-mail').fill(email);
  await page.getByRole('main').getByLabel('Hasło').fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Zaloguj się', exact: true }).click();
  await expect(page).toHaveURL(/\/my-character\/stats$/);
  await expectNoAxeViolations(page, '/my-character/stats');

  // Logging out (from the drawer on phones) goes home; a game route asks to log in again.
  if (testInfo.project.name === 'phone') {
    await page.getByRole('button', { name: 'Otwórz menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Wyloguj się' }).click();
  } else {
    await page.getByRole('button', { name: 'Wyloguj się' }).click();
  }
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/equipment');
  await expect(page).toHaveURL(/\/account\/login$/);
});

test('Google sign-in against the emulator: a test account, then character creation', async ({ page }) => {
  await page.goto('/account/login');
  await page.getByRole('main').getByRole('button', { name: 'Zaloguj się przez Google' }).click();
  const chooser = page.getByRole('dialog', { name: 'Wybierz testowe konto Google' });
  await expectNoAxeViolations(page, 'Google chooser');
  await chooser.getByRole('button').first().click();
  await expect(page).toHaveURL(/\/(create-character|my-character)$/);
});
