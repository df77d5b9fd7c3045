import { paths } from '../../config/paths.ts';
import type { PageRoute } from '../../lib/page-route.ts';

/** The ranking (signed in, with a character). */
export const rankingRoutes: PageRoute[] = [
  { path: paths.ranking, page: async () => (await import('./RankingPage.tsx')).RankingPage },
];
