import { paths } from '../../config/paths.ts';
import type { PageRoute } from '../../lib/page-route.ts';

/** Adventures (signed in, with a character). */
export const adventureRoutes: PageRoute[] = [
  {
    path: paths.adventures,
    page: async () => (await import('./AdventuresPage.tsx')).AdventuresPage,
  },
];
