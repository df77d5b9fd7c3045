import type { RouteHandlers } from '../../http/routes.ts';
import { arenaFight, arenaRoll, getArenaBattles } from './handlers.ts';

/** The arena routes' handlers. */
export const arenaHandlers: RouteHandlers = { getArenaBattles, arenaRoll, arenaFight };
