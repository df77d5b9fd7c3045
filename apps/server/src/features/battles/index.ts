import type { SomeRouteHandlers } from '../../http/routes.ts';
import { getBattle } from './handlers.ts';

/** The stored battles' read (GET /battles/{id}: a fight's replay at its own address). */
export const battlesHandlers = { getBattle } satisfies SomeRouteHandlers;
