import { lazy } from 'react';
import { Link, MemoryRouter, useRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { changeLanguage } from '../lib/i18n.ts';
import { RouteBoundary } from './RouteError.tsx';

const Broken = () => {
  throw new Error('boom');
};
// What a browser throws for a chunk a new deployment removed.
const Outdated = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /x.js')));

const Routes = () =>
  useRoutes([
    {
      element: <RouteBoundary />,
      children: [
        { path: '/broken', element: <Broken /> },
        { path: '/outdated', element: <Outdated /> },
        { path: '/fine', element: <p>A working page</p> },
      ],
    },
  ]);

const mount = async (path: string) => {
  await changeLanguage('en');
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Link to="/fine">Elsewhere</Link>
      <Routes />
    </MemoryRouter>,
  );
};

describe('RouteBoundary', () => {
  it("shows a failing page's error screen, with a reload", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await mount('/broken');
    await expect.element(page.getByText('This page could not be shown.')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('says the game was updated when a page’s code is gone', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await mount('/outdated');
    await expect
      .element(page.getByText('The game has been updated: reload the page to get the new version.'))
      .toBeVisible();
  });

  it('clears the error when the player goes elsewhere', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await mount('/broken');
    await expect.element(page.getByText('This page could not be shown.')).toBeVisible();
    await page.getByRole('link', { name: 'Elsewhere' }).click();
    await expect.element(page.getByText('A working page')).toBeVisible();
    await expect.element(page.getByText('This page could not be shown.')).not.toBeInTheDocument();
  });
});
