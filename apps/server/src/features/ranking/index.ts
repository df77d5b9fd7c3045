import type { RouteHandlers } from '../../http/routes.ts';

/** The ranking routes' handlers (filled in as they are built). */
export const rankingHandlers: RouteHandlers = {};
