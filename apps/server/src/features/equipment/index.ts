import type { SomeRouteHandlers } from '../../http/routes.ts';
import { equipItem, moveItem, unequipItem } from './handlers.ts';

/** The equipment routes' handlers. */
export const equipmentHandlers = { equipItem, unequipItem, moveItem } satisfies SomeRouteHandlers;
