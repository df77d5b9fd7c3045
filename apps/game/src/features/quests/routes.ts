import { paths } from '../../config/paths.ts';
import type { PageRoute } from '../../lib/page-route.ts';

/** The quest board (signed in, with a character). */
export const questRoutes: PageRoute[] = [
  { path: paths.quests, page: async () => (await import('./QuestsPage.tsx')).QuestsPage },
];
