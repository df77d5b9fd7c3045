import type { SomeRouteHandlers } from '../../http/routes.ts';
import { getCharacterById } from './handlers.ts';

/** The characters routes' handlers. */
export const charactersHandlers = { getCharacterById } satisfies SomeRouteHandlers;
