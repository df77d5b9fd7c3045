import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';

/** The ranking (signed in, with a character). */
export const rankingRoutes: RouteObject[] = [
  { path: paths.ranking, lazy: async () => ({ Component: (await import('./RankingPage.tsx')).RankingPage }) },
];
