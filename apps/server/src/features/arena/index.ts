import type { SomeRouteHandlers } from '../../http/routes.ts';
import { arenaFight, arenaRoll, getArenaBattles } from './handlers.ts';

/** The arena routes' handlers. */
export const arenaHandlers = { getArenaBattles, arenaRoll, arenaFight } satisfies SomeRouteHandlers;
