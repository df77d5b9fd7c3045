import type { RouteHandlers } from '../../http/routes.ts';

/** The locations routes' handlers (filled in as they are built). */
export const locationsHandlers: RouteHandlers = {};
