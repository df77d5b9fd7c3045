import type { SomeRouteHandlers } from '../../http/routes.ts';
import { getRankingPage } from './handlers.ts';

/** The ranking routes' handlers. */
export const rankingHandlers = { getRankingPage } satisfies SomeRouteHandlers;
