import type { RouteHandlers } from '../../http/routes.ts';
import { commitFight, getBattleEnemies, rollBattleEnemies } from './handlers.ts';

/** The battle routes' handlers. */
export const battleHandlers: RouteHandlers = { getBattleEnemies, rollBattleEnemies, commitFight };
