import { paths } from '../../config/paths.ts';
import type { PageRoute } from '../../lib/page-route.ts';

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
