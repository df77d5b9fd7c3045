import type { RouteHandlers } from '../../http/routes.ts';

/** The adventures routes' handlers (filled in as they are built). */
export const adventuresHandlers: RouteHandlers = {};
