import type { RouteHandlers } from '../../http/routes.ts';

/** The skills routes' handlers (filled in as they are built). */
export const skillsHandlers: RouteHandlers = {};
