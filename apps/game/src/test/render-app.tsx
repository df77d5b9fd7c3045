import type { Language } from '@rpg/contracts';
import { type Location, MemoryRouter, type To, useLocation, useNavigate } from 'react-router';
import { SWRConfig } from 'swr';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { AppProviders } from '../app/providers.tsx';
import { AppRoutes } from '../app/router.tsx';
import { changeLanguage } from '../lib/i18n.ts';
import { fakeAuth } from './fake-auth.ts';

/** What a test reads and drives of the router: the location on screen, and navigation as from the address bar. */
export interface TestRouter {
  state: { location: Location };
  navigate: (to: To | number) => Promise<void>;
}

/** Keeps the test's handle on the router current (the location last rendered, the router's navigate). */
const RouterProbe = ({ router }: { router: { location?: Location; navigate?: ReturnType<typeof useNavigate> } }) => {
  router.location = useLocation();
  router.navigate = useNavigate();
  return null;
};

/**
 * Mounts the whole app (providers, route table, guards, lazy pages) at a path, in a memory router
 * set as the app's (no transitions of its own: AppRoutes defers the page), with a fresh data cache:
 * `signedIn` is the account's uid, or null for a visitor; `width` the viewport's (1280 desktop by
 * default, 390 for a phone); `restoring`: Firebase has not restored the session yet (fakeAuth.answer()
 * ends that). `router.state.location` is the address, which changes before the page does.
 */
export const renderApp = async (
  path: string,
  {
    signedIn = 'player-1',
    language = 'en',
    width = 1280,
    restoring = false,
  }: { signedIn?: string | null; language?: Language; width?: number; restoring?: boolean } = {},
) => {
  await page.viewport(width, 900);
  fakeAuth.reset(signedIn);
  if (restoring) fakeAuth.hold();
  if (signedIn) localStorage.setItem('rpg.signedIn', '1');
  await changeLanguage(language);
  const probe: { location?: Location; navigate?: ReturnType<typeof useNavigate> } = {};
  const screen = await render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <AppProviders>
        <MemoryRouter initialEntries={[path]} useTransitions={false}>
          <RouterProbe router={probe} />
          <AppRoutes />
        </MemoryRouter>
      </AppProviders>
    </SWRConfig>,
  );
  const router: TestRouter = {
    state: {
      get location() {
        if (!probe.location) throw new Error('The router has not rendered yet.');
        return probe.location;
      },
    },
    navigate: async (to) => {
      if (!probe.navigate) throw new Error('The router has not rendered yet.');
      await (typeof to === 'number' ? probe.navigate(to) : probe.navigate(to));
    },
  };
  return { screen, router };
};
