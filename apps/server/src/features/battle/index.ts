import type { SomeRouteHandlers } from '../../http/routes.ts';
import { commitFight, getBattleEnemies, rollBattleEnemies } from './handlers.ts';

/** The battle routes' handlers. */
export const battleHandlers = { getBattleEnemies, rollBattleEnemies, commitFight } satisfies SomeRouteHandlers;
