import { paths } from '../../config/paths.ts';
import type { PageRoute } from '../../lib/page-route.ts';

/** The arena (signed in, with a character); its fights open on the battle feature's fight page by path. */
export const arenaRoutes: PageRoute[] = [
  { path: paths.arena, page: async () => (await import('./ArenaPage.tsx')).ArenaPage },
];
