import { expect, type Page } from '@playwright/test';

const emulatorHost = () => {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run the e2e tests with `npm run test:e2e`.');
  return host;
};

let counter = 0;
/** A fresh, never-used e-mail address for this run. */
export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${counter++}@e2e.test`;

/** Creates an account straight in the emulator (REST) and returns its ID token. */
export const createAccount = async (email: string, password: string) => {
  const response = await fetch(`http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`signUp failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { idToken: string }).idToken;
};

/** A unique, valid character name (3-20 characters). */
export const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-6)}${counter++}`;

/** Chooses the interface language with the navigation's selector. */
export const chooseLanguage = async (page: Page, code: 'pl' | 'en' | 'es' | 'de' | 'fr') => {
  await page.getByRole('combobox').selectOption(code);
  await expect(page.locator('html')).toHaveAttribute('lang', code);
};
