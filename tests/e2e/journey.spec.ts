import { expect, test } from '@playwright/test';
import { chooseLanguage, createAccount, uniqueEmail, uniqueName } from './support.ts';

const password = 'sekretne-haslo';

test('a new player registers, creates a character, logs out and back in', async ({ page }, testInfo) => {
  const email = uniqueEmail(`journey-${testInfo.project.name}`);
  const name = uniqueName('Żaneta');

  await page.goto('/');
  // Polish is the default language.
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  const nav = page.getByRole('navigation');
  await expect(nav.getByRole('link', { name: 'Zarejestruj się' })).toBeVisible();

  await nav.getByRole('link', { name: 'Zarejestruj się' }).click();
  await expect(page).toHaveURL(/\/account\/register$/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Hasło').fill(password);
  await page.getByRole('button', { name: 'Zarejestruj się' }).click();

  const success = page.getByRole('dialog', { name: 'Rejestracja zakończona sukcesem' });
  await expect(success).toBeVisible();
  await testInfo.attach('registered', { body: await page.screenshot(), contentType: 'image/png' });
  await success.getByRole('button', { name: 'Stwórz bohatera' }).click();

  // No character yet: the server answers character-not-found and the guard sends the player to creation.
  await expect(page).toHaveURL(/\/create-character$/);
  const nameField = page.getByLabel('Imię bohatera');
  await expect(nameField).toBeVisible();
  await nameField.fill('ab');
  await page.getByRole('button', { name: 'Stwórz bohatera' }).click();
  await expect(nameField).toHaveAttribute('aria-invalid', 'true');

  await nameField.fill(`  ${name}  `);
  await page.getByRole('button', { name: 'Stwórz bohatera' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('Poziom 1', { exact: true }).first()).toBeVisible();

  // The balance bar: 100 gold, 50 gems, 100 action points for a new character.
  const balance = page.getByRole('group', { name: 'Twoje zasoby' });
  await expect(balance.getByText('Złoto')).toBeAttached();
  await expect(balance).toContainText('100');
  await expect(balance).toContainText('50');
  await testInfo.attach('character', { body: await page.screenshot(), contentType: 'image/png' });

  if (testInfo.project.name === 'phone') {
    await page.getByRole('button', { name: 'Otwórz menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Wyloguj się' }).click();
  } else {
    await page.getByRole('button', { name: 'Wyloguj się' }).click();
  }
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Zaloguj się' })).toBeVisible();

  await page.getByRole('navigation').getByRole('link', { name: 'Zaloguj się' }).click();
  // The home has the same form: wait for the login page before typing.
  await expect(page).toHaveURL(/\/account\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Logowanie' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Hasło').fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Zaloguj się', exact: true }).click();
  await expect(page).toHaveURL(/\/my-character$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
});

test('sign-in failures show the spec messages in a modal', async ({ page }, testInfo) => {
  const email = uniqueEmail(`failures-${testInfo.project.name}`);
  await createAccount(email, password);

  await page.goto('/account/login');
  await chooseLanguage(page, 'en');
  const main = page.getByRole('main');

  await main.getByLabel('E-mail').fill(email);
  await main.getByLabel('Password').fill('wrong-password');
  await main.getByRole('button', { name: 'Log in' }).click();
  const modal = page.getByRole('dialog', { name: 'An error has occured' });
  await expect(modal).toContainText('Invalid credentials');
  await testInfo.attach('invalid-credentials', { body: await page.screenshot(), contentType: 'image/png' });
  await modal.getByRole('button', { name: 'Close' }).first().click();
  await expect(modal).toBeHidden();

  // An unknown user is "Invalid credentials" too (the emulator behaves like production).
  await main.getByLabel('E-mail').fill(uniqueEmail('nobody'));
  await main.getByRole('button', { name: 'Log in' }).click();
  await expect(modal).toContainText('Invalid credentials');
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  await main.getByLabel('E-mail').fill('not-an-email');
  await main.getByRole('button', { name: 'Log in' }).click();
  await expect(modal).toContainText('Invalid email. Please try again');
});

test('the server refuses a taken name and the form says so', async ({ page, request }, testInfo) => {
  const taken = uniqueName('Bożydar');
  const firstToken = await createAccount(uniqueEmail(`first-${testInfo.project.name}`), password);
  const created = await request.post('/api/my-character', {
    headers: { Authorization: `Bearer ${firstToken}` },
    data: { requestedLang: 'pl', name: taken },
  });
  expect(created.status()).toBe(200);

  const email = uniqueEmail(`second-${testInfo.project.name}`);
  await createAccount(email, password);
  await page.goto('/account/login');
  await chooseLanguage(page, 'en');
  const main = page.getByRole('main');
  await main.getByLabel('E-mail').fill(email);
  await main.getByLabel('Password').fill(password);
  await main.getByRole('button', { name: 'Log in' }).click();

  const nameField = page.getByLabel('Hero name');
  await nameField.fill(taken.toUpperCase());
  await page.getByRole('button', { name: 'Create hero' }).click();
  await expect(nameField).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('This name is already taken')).toBeVisible();
});

test('the chosen language survives a reload and switches the navigation', async ({ page }) => {
  await page.goto('/');
  for (const [code, login] of [
    ['en', 'Log in'],
    ['de', 'Anmelden'],
    ['es', 'Iniciar sesión'],
    ['fr', 'Se connecter'],
  ] as const) {
    await chooseLanguage(page, code);
    await expect(page.getByRole('navigation').getByRole('link', { name: login })).toBeVisible();
  }
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Se connecter' })).toBeVisible();
  await chooseLanguage(page, 'pl');
});

test('the signed-out pages come written in the chosen language before any script, and the app takes them over', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/');
  await chooseLanguage(page, 'de');

  // No script at all: the server's copy of the page, in German, whose form waits for the app.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/account/login');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  await expect(main.getByLabel('E-Mail')).toHaveAttribute('readonly', '');
  await expect(main.getByRole('button', { name: 'Anmelden', exact: true })).toHaveAttribute('aria-disabled', 'true');
  await expect(main.getByRole('button', { name: 'Mit Google anmelden' })).toHaveAttribute('aria-disabled', 'true');
  // The body face comes with the page, so the first paint's text keeps its lines: German needs only latin.
  const fontPreloads = await page
    .locator('head link[rel="preload"][as="font"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')?.replace(/-[\w-]{8}\.woff2$/, '')));
  expect(fontPreloads).toEqual(['/assets/inter-latin-400-normal']);
  await page.unroute('**/assets/*.js');
  errors.length = 0;

  // With the app: each page is hydrated, without a mismatch, and its form takes input.
  for (const path of ['/', '/account/login', '/account/register']) {
    await page.goto(path);
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'de');
    const email = main.getByLabel('E-Mail');
    await expect(email).not.toHaveAttribute('readonly');
    await email.fill('held@example.com');
    await expect(email).toHaveValue('held@example.com');
    await expect(main.getByRole('button', { name: 'Mit Google anmelden' })).not.toHaveAttribute('aria-disabled');
  }
  expect(errors).toEqual([]);
  await chooseLanguage(page, 'pl');
});
