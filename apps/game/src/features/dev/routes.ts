import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';

/**
 * The developer pages, in development builds only: the route table spreads them under
 * import.meta.env.DEV, and the list itself is empty otherwise, so a production build emits
 * neither these routes nor their pages' chunk.
 */
export const devRoutes: RouteObject[] = import.meta.env.DEV
  ? [
      {
        path: paths.devGameItems,
        lazy: async () => ({ Component: (await import('./DevPages.tsx')).DevGameItemsPage }),
      },
      {
        path: paths.devOutfitItems,
        lazy: async () => ({ Component: (await import('./DevPages.tsx')).DevOutfitItemsPage }),
      },
      { path: paths.devToken, lazy: async () => ({ Component: (await import('./DevPages.tsx')).DevTokenPage }) },
    ]
  : [];
