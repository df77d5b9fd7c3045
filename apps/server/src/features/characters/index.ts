import type { RouteHandlers } from '../../http/routes.ts';

/** The characters routes' handlers (filled in as they are built). */
export const charactersHandlers: RouteHandlers = {};
