import type { SomeRouteHandlers } from '../../http/routes.ts';
import { useConsumable } from './consumables.ts';
import { createMyCharacter, getMyCharacter, getStarterLook } from './handlers.ts';
import { addStat, changeName, changeOutfit } from './sheet.ts';

export { useConsumable } from './consumables.ts';
export { createMyCharacter, getMyCharacter, getStarterLook } from './handlers.ts';
export { addStat, changeName, changeOutfit } from './sheet.ts';

/** Every my-character route's handler (spread into features/handlers.ts). */
export const characterHandlers = {
  getMyCharacter,
  createMyCharacter,
  getStarterLook,
  changeName,
  addStat,
  changeOutfit,
  useConsumable,
} satisfies SomeRouteHandlers;
