import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';

/** The arena (signed in, with a character); its fights open on the battle feature's fight page by path. */
export const arenaRoutes: RouteObject[] = [
  { path: paths.arena, lazy: async () => ({ Component: (await import('./ArenaPage.tsx')).ArenaPage }) },
];
