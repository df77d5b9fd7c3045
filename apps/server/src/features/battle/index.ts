import type { RouteHandlers } from '../../http/routes.ts';

/** The battle routes' handlers (filled in as they are built). */
export const battleHandlers: RouteHandlers = {};
