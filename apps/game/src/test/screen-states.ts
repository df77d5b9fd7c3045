import type { RouteName } from '@rpg/contracts';
import { expect } from 'vitest';
import { page } from 'vitest/browser';
import { error, fakeApi } from './fake-api.ts';
import { renderApp } from './render-app.tsx';

/**
 * A list page's loading and error states, as every such page has them: `route` (the page's data) is held
 * pending, so the page at `path` shows its loading status; then it fails (500) and the page offers its
 * retry. The test sets the other calls the page makes (the character) first.
 */
export async function expectLoadingThenError(path: string, route: RouteName) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  fakeApi.on(route, async () => {
    await gate;
    return { status: 500, body: error('internal-error') };
  });
  await renderApp(path);
  await expect.element(page.getByRole('status').first()).toBeInTheDocument();
  release();
  await expect.element(page.getByRole('button', { name: 'Try again' })).toBeVisible();
}
