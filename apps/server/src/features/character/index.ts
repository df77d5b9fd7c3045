import type { SomeRouteHandlers } from '../../http/routes.ts';
import { useConsumable } from './consumables.ts';
import { createMyCharacter, getMyCharacter, getStarterLook } from './handlers.ts';
import { getCharacterById } from './public-view.ts';
import { addStat, changeName } from './sheet.ts';
import { forgotSkill, makeSkillActive } from './skills.ts';

export { useConsumable } from './consumables.ts';
export { createMyCharacter, getMyCharacter, getStarterLook } from './handlers.ts';
export { getCharacterById } from './public-view.ts';
export { addStat, changeName } from './sheet.ts';
export { forgotSkill, makeSkillActive } from './skills.ts';

/**
 * The character routes' handlers (spread into features/handlers.ts): every my-character route but the
 * outfit change (features/outfit), the hero's skills, and another player's character.
 */
export const characterHandlers = {
  getMyCharacter,
  createMyCharacter,
  getStarterLook,
  changeName,
  addStat,
  useConsumable,
  makeSkillActive,
  forgotSkill,
  getCharacterById,
} satisfies SomeRouteHandlers;
