import type { RouteHandlers } from '../http/routes.ts';
import { createMyCharacter, getMyCharacter } from './character/index.ts';

/** The handler of every route of the contract, by route name. */
export const handlers: RouteHandlers = {
  getMyCharacter,
  createMyCharacter,
};
