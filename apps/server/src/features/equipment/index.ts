import type { RouteHandlers } from '../../http/routes.ts';

/** The equipment routes' handlers (filled in as they are built). */
export const equipmentHandlers: RouteHandlers = {};
