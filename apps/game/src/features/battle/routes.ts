import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';

const fightPage = async () => ({ Component: (await import('./FightPage.tsx')).FightPage });

/** Monster fights and every stored fight's page (signed in, with a character). */
export const battleRoutes: RouteObject[] = [
  { path: paths.battle, lazy: async () => ({ Component: (await import('./BattlePage.tsx')).BattlePage }) },
  { path: paths.fight, lazy: fightPage },
  { path: paths.battleReplay, lazy: fightPage },
];
