import type { SomeRouteHandlers } from '../../http/routes.ts';
import { changeLocation, getLocations } from './handlers.ts';

/** The locations routes' handlers. */
export const locationsHandlers = { getLocations, changeLocation } satisfies SomeRouteHandlers;
