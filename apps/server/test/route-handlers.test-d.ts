import { handlers } from '../src/features/handlers.ts';
import type { RouteHandlers } from '../src/http/routes.ts';

// Type-level checks, proven by `npx tsc -b` (vitest does not run this file): the game's route handler
// table is total, and each handler is typed for its own route.

export const complete: RouteHandlers = handlers;

const { getRankingPage: _left, ...withoutOne } = handlers;
// @ts-expect-error a route of the contract without a handler does not compile
export const incomplete: RouteHandlers = withoutOne;

// @ts-expect-error a handler under another route's name does not compile
export const misplaced: RouteHandlers = { ...handlers, getQuests: handlers.getLocations };
