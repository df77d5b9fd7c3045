import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';

/** Travel between locations (signed in, with a character). */
export const worldRoutes: RouteObject[] = [
  { path: paths.locations, lazy: async () => ({ Component: (await import('./LocationsPage.tsx')).LocationsPage }) },
];
