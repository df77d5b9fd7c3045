import type { SomeRouteHandlers } from '../../http/routes.ts';
import { commitFight, getBattleEnemies, rollBattleEnemies } from './handlers.ts';
import { getBattle } from './replay.ts';

/** The battle routes' handlers: fighting monsters, and a stored fight's replay (GET /battles/{id}). */
export const battleHandlers = {
  getBattleEnemies,
  rollBattleEnemies,
  commitFight,
  getBattle,
} satisfies SomeRouteHandlers;
