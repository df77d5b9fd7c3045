import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { signUpInEmulator } from '@rpg/contracts/client';

const emulatorHost = () => {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run the e2e tests with `npm run test:e2e`.');
  return host;
};

let counter = 0;
/**
 * This Playwright worker, as a letter: journeys run in two workers at once against one server, and two of
 * them may ask for a name or an address in the same millisecond with the same count.
 */
const worker = String.fromCharCode(97 + (Number(process.env.TEST_WORKER_INDEX ?? 0) % 26));

/** A fresh, never-used e-mail address for this run. */
export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${worker}${counter++}@e2e.test`;

/** Creates an account straight in the emulator (REST) and returns its ID token. */
export const createAccount = async (email: string, password: string) =>
  (await signUpInEmulator({ host: emulatorHost(), email, password, fetch })).idToken;

/** A unique, valid character name (3-20 characters). */
export const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-6)}${worker}${counter++}`;

/** The password of every account the journeys make. */
export const testPassword = 'sekretne-haslo';

/** An account (emulator sign-up) and its character (POST /my-character) through the real API, not the app. */
export const createPlayer = async (request: APIRequestContext, label: string, name: string) => {
  const email = uniqueEmail(label);
  const token = await createAccount(email, testPassword);
  const created = await request.post('/api/my-character', {
    headers: { Authorization: `Bearer ${token}` },
    data: { requestedLang: 'pl', name },
  });
  expect(created.status(), 'POST /my-character').toBe(200);
  return { email, token, name };
};

/** Signs in through the app's login page (in Polish) and waits for the character's page. */
export const signInThroughApp = async (page: Page, email: string, characterName: string) => {
  await page.goto('/account/login');
  const main = page.getByRole('main');
  await main.getByLabel('E-mail').fill(email);
  await main.getByLabel('Hasło').fill(testPassword);
  await main.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: characterName })).toBeVisible();
};

/**
 * A new player (100 gold, 50 gems, level 1) made through the API (its token also serves the calls that
 * play behind the app's back; character creation has its own journey), signed in through the app.
 */
export const newSignedInPlayer = async (page: Page, request: APIRequestContext, label: string, namePrefix: string) => {
  const player = await createPlayer(request, label, uniqueName(namePrefix));
  await signInThroughApp(page, player.email, player.name);
  return player;
};

/** Chooses the interface language with the navigation's selector. */
export const chooseLanguage = async (page: Page, code: 'pl' | 'en' | 'es' | 'de' | 'fr') => {
  await page.getByRole('combobox').selectOption(code);
  await expect(page.locator('html')).toHaveAttribute('lang', code);
};

const axeSource = readFileSync(new URL('../../node_modules/axe-core/axe.min.js', import.meta.url), 'utf8');

/** Runs axe on the page as it is (WCAG 2.x A and AA) and fails with the violations' ids and targets. */
export const expectNoAxeViolations = async (page: Page, label = page.url()) => {
  // Evaluated through the devtools protocol: the game's CSP (script-src 'self') stays on, as players get it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  // A dialog fading in has its text at part opacity: contrast is measured once motion has settled.
  // (Endless ones, a loading shimmer, are left running.)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (options: unknown) => Promise<{ violations: unknown[] }> } }).axe;
    const result = await axe.run({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations as { id: string; nodes: { target: string[] }[] }[];
  });
  expect(
    violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
    `axe on ${label}`,
  ).toEqual([]);
};

/**
 * Opens the navigation's link: on wide screens in its section's menu (Postać, Świat, Handel) or
 * straight in the header; on phones in the drawer, where the header shows a menu button.
 */
export const openNavLink = async (page: Page, name: string | RegExp) => {
  const header = page.getByRole('banner');
  const inline = header.getByRole('link', { name, exact: typeof name === 'string' });
  const sections = header.getByRole('navigation').getByRole('button');
  const menu = header.getByRole('button', { name: /menu/i });
  // Wait for the header to offer one or the other (it may still be settling after a navigation).
  await expect(inline.or(sections.first()).or(menu).first()).toBeVisible();
  if (await inline.isVisible()) {
    await inline.click();
    return;
  }
  if (!(await menu.isVisible())) {
    for (const section of await sections.all()) {
      if ((await section.getAttribute('aria-expanded')) !== 'true') await section.click();
      if (await inline.isVisible()) {
        await inline.click();
        return;
      }
    }
    throw new Error(`No link ${String(name)} in the navigation`);
  }
  await menu.click();
  await page
    .getByRole('dialog')
    .getByRole('link', { name, exact: typeof name === 'string' })
    .click();
};
