import type { SomeRouteHandlers } from '../../http/routes.ts';
import { changeLocation, getLocations } from './handlers.ts';

/** The world routes' handlers: the locations and travelling between them. */
export const worldHandlers = { getLocations, changeLocation } satisfies SomeRouteHandlers;
