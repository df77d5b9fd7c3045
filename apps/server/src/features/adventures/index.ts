import type { SomeRouteHandlers } from '../../http/routes.ts';
import { acceptAdventure, cancelAdventure, getAdventures, retriveAdventure } from './handlers.ts';

/** The adventures routes' handlers. */
export const adventuresHandlers = {
  getAdventures,
  acceptAdventure,
  retriveAdventure,
  cancelAdventure,
} satisfies SomeRouteHandlers;
