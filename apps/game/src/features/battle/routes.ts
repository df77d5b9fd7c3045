import { paths } from '../../config/paths.ts';
import type { PageRoute } from '../../lib/page-route.ts';

const fightPage = async () => (await import('./FightPage.tsx')).FightPage;

/** Monster fights and every stored fight's page (signed in, with a character). */
export const battleRoutes: PageRoute[] = [
  { path: paths.battle, page: async () => (await import('./BattlePage.tsx')).BattlePage },
  { path: paths.fight, page: fightPage },
  { path: paths.battleReplay, page: fightPage },
];
