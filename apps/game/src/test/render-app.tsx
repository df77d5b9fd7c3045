import type { Language } from '@rpg/contracts';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { SWRConfig } from 'swr';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { AppProviders } from '../app/providers.tsx';
import { appRoutes } from '../app/routes.tsx';
import { changeLanguage } from '../lib/i18n.ts';
import { fakeAuth } from './fake-auth.ts';

/**
 * Mounts the whole app (providers, route table, guards, lazy pages) at a path, in a memory router
 * with a fresh data cache: `signedIn` is the account's uid, or null for a visitor; `width` the
 * viewport's (1280 desktop by default, 390 for a phone).
 */
export const renderApp = async (
  path: string,
  {
    signedIn = 'player-1',
    language = 'en',
    width = 1280,
  }: { signedIn?: string | null; language?: Language; width?: number } = {},
) => {
  await page.viewport(width, 900);
  fakeAuth.reset(signedIn);
  if (signedIn) localStorage.setItem('rpg.signedIn', '1');
  await changeLanguage(language);
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const screen = await render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </SWRConfig>,
  );
  return { screen, router };
};
