import type { RouteHandlers } from '../../http/routes.ts';

/** The shops routes' handlers (filled in as they are built). */
export const shopsHandlers: RouteHandlers = {};
