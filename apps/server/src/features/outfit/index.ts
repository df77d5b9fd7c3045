import type { SomeRouteHandlers } from '../../http/routes.ts';
import { changeOutfit } from './handlers.ts';

/** The outfit routes' handlers: the outfit editor's save (the starter look is character creation's). */
export const outfitHandlers = { changeOutfit } satisfies SomeRouteHandlers;
