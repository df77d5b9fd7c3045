import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';

/** Adventures (signed in, with a character). */
export const adventureRoutes: RouteObject[] = [
  {
    path: paths.adventures,
    lazy: async () => ({ Component: (await import('./AdventuresPage.tsx')).AdventuresPage }),
  },
];
