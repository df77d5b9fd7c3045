import type { RouteHandlers } from '../../http/routes.ts';

/** The quests routes' handlers (filled in as they are built). */
export const questsHandlers: RouteHandlers = {};
