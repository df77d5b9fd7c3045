import type { RouteHandlers } from '../../http/routes.ts';
import { changeLocation, getLocations } from './handlers.ts';

/** The locations routes' handlers. */
export const locationsHandlers: RouteHandlers = { getLocations, changeLocation };
