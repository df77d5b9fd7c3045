import { paths } from '../../config/paths.ts';
import type { PageRoute } from '../../lib/page-route.ts';

/** Travel between locations (signed in, with a character). */
export const worldRoutes: PageRoute[] = [
  { path: paths.locations, page: async () => (await import('./LocationsPage.tsx')).LocationsPage },
];
