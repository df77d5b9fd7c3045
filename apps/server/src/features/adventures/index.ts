import type { RouteHandlers } from '../../http/routes.ts';
import { acceptAdventure, cancelAdventure, getAdventures, retriveAdventure } from './handlers.ts';

/** The adventures routes' handlers. */
export const adventuresHandlers: RouteHandlers = {
  getAdventures,
  acceptAdventure,
  retriveAdventure,
  cancelAdventure,
};
