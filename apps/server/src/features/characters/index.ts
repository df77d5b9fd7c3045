import type { RouteHandlers } from '../../http/routes.ts';
import { getCharacterById } from './handlers.ts';

/** The characters routes' handlers. */
export const charactersHandlers: RouteHandlers = { getCharacterById };
