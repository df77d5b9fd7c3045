import type { RouteHandlers } from '../../http/routes.ts';

/** The premium routes' handlers (filled in as they are built). */
export const premiumHandlers: RouteHandlers = {};
