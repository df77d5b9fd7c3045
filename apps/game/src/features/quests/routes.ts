import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';

/** The quest board (signed in, with a character). */
export const questRoutes: RouteObject[] = [
  { path: paths.quests, lazy: async () => ({ Component: (await import('./QuestsPage.tsx')).QuestsPage }) },
];
