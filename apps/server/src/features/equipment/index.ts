import type { RouteHandlers } from '../../http/routes.ts';
import { equipItem, moveItem, unequipItem } from './handlers.ts';

/** The equipment routes' handlers. */
export const equipmentHandlers: RouteHandlers = { equipItem, unequipItem, moveItem };
