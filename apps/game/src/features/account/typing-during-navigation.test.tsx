import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { fakeAuth } from '../../test/fake-auth.ts';
import { renderApp } from '../../test/render-app.tsx';

/** Holds the register page's code back until the test lets it through, as a slow network would. */
const chunk = vi.hoisted(() => {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { gate, release: () => release() };
});

vi.mock('./RegisterPage.tsx', async (importOriginal) => {
  await chunk.gate;
  return importOriginal();
});

afterEach(() => chunk.release());

describe('typing right after a navigation, while the next page still loads', () => {
  it('lands in the page the address names, never in the form of the page that is leaving', async () => {
    const { screen } = await renderApp('/', { signedIn: null });
    // The home has the register page's fields (its sign-in form): the journey once typed into them.
    await expect.element(page.getByLabelText('E-mail')).toBeVisible();

    await page.getByRole('navigation').getByRole('link', { name: 'Register' }).click();
    // The register page's code is held back: the home stays on screen, busy and closed to input.
    const main = screen.container.querySelector('main');
    expect.soft(main?.getAttribute('aria-busy')).toBe('true');
    expect.soft(main?.inert).toBe(true);
    const typing = page.getByLabelText('E-mail').fill('new@example.test');
    // Give the typing time to land in the home's form, as it did before the fix.
    await new Promise((resolve) => setTimeout(resolve, 200));
    chunk.release();
    await typing;

    await expect.element(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    await expect.element(page.getByLabelText('E-mail')).toHaveValue('new@example.test');
    expect(screen.container.querySelector('main')?.hasAttribute('aria-busy')).toBe(false);
    await page.getByLabelText('Password').fill('secret-1');
    await page.getByRole('main').getByRole('button', { name: 'Register' }).click();
    await expect.element(page.getByRole('dialog', { name: 'Successfully registered' })).toBeVisible();
    expect(fakeAuth.accounts.get('new@example.test')).toBe('secret-1');
  });
});
