import { paths } from '../../config/paths.ts';
import type { PageRoute } from '../../lib/page-route.ts';

/** The signed-out pages (a signed-in player is sent on to the game). */
export const accountRoutes: PageRoute[] = [
  { path: paths.home, page: async () => (await import('./HomePage.tsx')).HomePage },
  { path: paths.login, page: async () => (await import('./LoginPage.tsx')).LoginPage },
  { path: paths.register, page: async () => (await import('./RegisterPage.tsx')).RegisterPage },
];

/**
 * The developer pages, in development builds only: the route table spreads them under
 * import.meta.env.DEV, and the list itself is empty otherwise, so a production build emits
 * neither these routes nor their pages' chunk.
 */
export const devRoutes: PageRoute[] = import.meta.env.DEV
  ? [
      {
        path: paths.devGameItems,
        page: async () => (await import('./DevPages.tsx')).DevGameItemsPage,
      },
      {
        path: paths.devOutfitItems,
        page: async () => (await import('./DevPages.tsx')).DevOutfitItemsPage,
      },
      { path: paths.devToken, page: async () => (await import('./DevPages.tsx')).DevTokenPage },
    ]
  : [];
