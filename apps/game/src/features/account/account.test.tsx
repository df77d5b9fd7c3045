import { buildCharacter } from '@rpg/contracts/fixtures';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { fakeAuth } from '../../test/fake-auth.ts';
import { renderApp } from '../../test/render-app.tsx';

describe('account pages', () => {
  it('login: a failure opens the spec modal, which closes with its button', async () => {
    await renderApp('/account/login', { signedIn: null });
    await page.getByLabelText('E-mail').fill('nobody@example.test');
    await page.getByLabelText('Password').fill('whatever');
    await page.getByRole('button', { name: 'Log in' }).click();
    const modal = page.getByRole('dialog', { name: 'An error has occured' });
    await expect.element(modal).toHaveTextContent('Invalid credentials');
    await modal.getByRole('button', { name: 'Close' }).first().click();
    await expect.element(modal).not.toBeInTheDocument();
  });

  it('home: a failure opens the error modal (its code loaded on demand), again after closing it', async () => {
    await renderApp('/', { signedIn: null });
    const modal = page.getByRole('dialog', { name: 'An error has occured' });
    for (const attempt of [1, 2]) {
      await page.getByLabelText('E-mail').fill(`nobody${attempt}@example.test`);
      await page.getByLabelText('Password').fill('whatever');
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect.element(modal).toHaveTextContent('Invalid credentials');
      await modal.getByRole('button', { name: 'Close' }).first().click();
      await expect.element(modal).not.toBeInTheDocument();
    }
  });

  it('home: signs in from the form and goes on to the game', async () => {
    fakeApi.on('getMyCharacter', ok(buildCharacter(2, { name: 'Wracający' })));
    fakeAuth.reset(null);
    const { router } = await renderApp('/', { signedIn: null });
    fakeAuth.accounts.set('back@example.test', 'secret-1');
    await page.getByLabelText('E-mail').fill('back@example.test');
    await page.getByLabelText('Password').fill('secret-1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/my-character');
  });

  it('register: success shows the dialog first, then goes on to character creation', async () => {
    fakeApi.on('getMyCharacter', { status: 404, body: { error: { code: 'character-not-found', message: 'none' } } });
    const { router } = await renderApp('/account/register', { signedIn: null });
    await page.getByLabelText('E-mail').fill('new@example.test');
    await page.getByLabelText('Password').fill('secret-1');
    await page.getByRole('button', { name: 'Register' }).click();
    const dialog = page.getByRole('dialog', { name: 'Successfully registered' });
    await expect.element(dialog).toBeVisible();
    expect(router.state.location.pathname).toBe('/account/register');
    await dialog.getByRole('button', { name: 'Create my hero' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/create-character');
  });

  it('register: the provider refusal shows in the error modal and nothing moves', async () => {
    await renderApp('/account/register', { signedIn: null });
    fakeAuth.accounts.set('taken@example.test', 'secret-1');
    await page.getByLabelText('E-mail').fill('taken@example.test');
    await page.getByLabelText('Password').fill('secret-2');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect
      .element(page.getByRole('dialog', { name: 'An error has occured' }))
      .toHaveTextContent('This e-mail address is already registered.');
  });

  it('Google against the emulator: choose a test account and sign in with it', async () => {
    fakeApi.on('getMyCharacter', ok(buildCharacter(9)));
    const { router } = await renderApp('/account/login', { signedIn: null });
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await page.getByRole('button', { name: /Ben Tester/ }).click();
    await expect.poll(() => fakeAuth.user?.uid).toBe('google-test-ben');
    await expect.poll(() => router.state.location.pathname).toBe('/my-character');
  });
});
