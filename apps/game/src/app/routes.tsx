import { matchRoutes, type RouteObject } from 'react-router';
import { accountRoutes, devRoutes } from '../features/account/routes.ts';
import { adventureRoutes } from '../features/adventures/routes.ts';
import { arenaRoutes } from '../features/arena/routes.ts';
import { battleRoutes } from '../features/battle/routes.ts';
import { characterRoutes, creationRoutes } from '../features/character/routes.ts';
import { equipmentRoutes } from '../features/equipment/routes.ts';
import { outfitRoutes } from '../features/outfit/routes.ts';
import { premiumRoutes } from '../features/premium/routes.ts';
import { questRoutes } from '../features/quests/routes.ts';
import { rankingRoutes } from '../features/ranking/routes.ts';
import { shopRoutes } from '../features/shop/routes.ts';
import { worldRoutes } from '../features/world/routes.ts';
import { lazyPage } from '../lib/lazy-page.tsx';
import type { PageRoute } from '../lib/page-route.ts';
import { RequireSignedIn } from './guards.tsx';
import { RootLayout } from './RootLayout.tsx';
import { RouteBoundary } from './RouteError.tsx';

/** What loads each lazy route's code, for prefetching (loadRouteCode). */
const loaders = new Map<RouteObject, PageRoute['page']>();

/** A route whose element is loaded on demand: the RouteBoundary above it waits for it and shows its errors. */
const lazyRoute = (page: PageRoute['page'], { path, children }: { path?: string; children?: RouteObject[] } = {}) => {
  const Page = lazyPage(page);
  const route: RouteObject = {
    element: <Page />,
    ...(path === undefined ? {} : { path }),
    ...(children && { children }),
  };
  loaders.set(route, page);
  return route;
};

const pages = (routes: readonly PageRoute[]) => routes.map(({ path, page }) => lazyRoute(page, { path }));

/** The character guard and the game's pages behind it: every one of them reads the character first. */
const characterGuard = lazyRoute(async () => (await import('./CharacterGuard.tsx')).CharacterGuard, {
  children: pages([
    ...characterRoutes,
    ...outfitRoutes,
    ...equipmentRoutes,
    ...shopRoutes,
    ...premiumRoutes,
    ...worldRoutes,
    ...battleRoutes,
    ...arenaRoutes,
    ...questRoutes,
    ...adventureRoutes,
    ...rankingRoutes,
    // Development builds only: production holds neither these routes nor their code.
    ...(import.meta.env.DEV ? devRoutes : []),
  ]),
});

/**
 * Routes are where features meet. Every page is lazy (its own chunk); the game's routes sit behind
 * the sign-in guard and the character guard (which itself loads with the game's code). RouteBoundary,
 * below the layout, shows a failing route's error screen (an outdated chunk's included).
 */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <RouteBoundary />,
        children: [
          ...pages(accountRoutes),
          {
            element: <RequireSignedIn />,
            children: [...pages(creationRoutes), characterGuard],
          },
          lazyRoute(async () => (await import('./NotFoundPage.tsx')).NotFoundPage, { path: '*' }),
        ],
      },
    ],
  },
];

/** Whether the page at `href` is a game page, behind the character guard (which reads the character at once). */
export const needsCharacter = (href: string): boolean =>
  matchRoutes(appRoutes, href)?.some(({ route }) => route === characterGuard) ?? false;

/**
 * Loads the code of every lazy route matched by a path (the guard's and the page's), ahead of a click;
 * resolves when it is there (a failed download resolves too: the route's boundary shows it).
 */
export const loadRouteCode = (href: string): Promise<void> =>
  Promise.all(
    (matchRoutes(appRoutes, href) ?? []).map(({ route }) =>
      loaders
        .get(route)?.()
        .catch(() => undefined),
    ),
  ).then(() => undefined);
