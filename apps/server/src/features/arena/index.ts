import type { RouteHandlers } from '../../http/routes.ts';

/** The arena routes' handlers (filled in as they are built). */
export const arenaHandlers: RouteHandlers = {};
