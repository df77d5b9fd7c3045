import type { SomeRouteHandlers } from '../../http/routes.ts';
import { forgotSkill, makeSkillActive } from './handlers.ts';

/** The skills routes' handlers. */
export const skillsHandlers = { makeSkillActive, forgotSkill } satisfies SomeRouteHandlers;
