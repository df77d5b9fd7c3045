import type { RouteHandlers } from '../../http/routes.ts';
import { getRankingPage } from './handlers.ts';

/** The ranking routes' handlers. */
export const rankingHandlers: RouteHandlers = { getRankingPage };
