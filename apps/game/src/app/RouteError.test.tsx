import { lazy } from 'react';
import { Link, MemoryRouter, useRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { changeLanguage } from '../lib/i18n.ts';
import { lazyPage } from '../lib/lazy-page.tsx';
import { RouteBoundary } from './RouteError.tsx';

const Broken = () => {
  throw new Error('boom');
};
// What a browser throws for a chunk a new deployment removed.
const Outdated = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /x.js')));

// A page whose code cannot come while the network is down, and comes once it is back.
const network = { up: true, tries: 0 };
const Remote = lazyPage(async () => {
  network.tries += 1;
  // What the build's preloading throws when the page's stylesheet cannot come (a script throws a TypeError).
  if (!network.up) throw new Error('Unable to preload CSS for http://localhost/assets/remote.css');
  return () => <p>The remote page</p>;
});

const Routes = () =>
  useRoutes([
    {
      element: <RouteBoundary />,
      children: [
        { path: '/broken', element: <Broken /> },
        { path: '/outdated', element: <Outdated /> },
        { path: '/fine', element: <p>A working page</p> },
        { path: '/remote', element: <Remote /> },
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

  it('says the network is missing when a page’s code cannot come offline, and loads it when the network is back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    network.up = false;
    await mount('/remote');
    await expect.element(page.getByText('This page cannot load without the internet.', { exact: false })).toBeVisible();
    // "Try again" offline tries again, without a reload (which would show the browser's offline page).
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => network.tries).toBe(2);
    await expect.element(page.getByText('This page cannot load without the internet.', { exact: false })).toBeVisible();

    network.up = true;
    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await expect.element(page.getByText('The remote page')).toBeVisible();
    online.mockRestore();
  });
});
