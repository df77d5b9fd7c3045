import type { RouteHandlers } from '../../http/routes.ts';
import { forgotSkill, makeSkillActive } from './handlers.ts';

/** The skills routes' handlers. */
export const skillsHandlers: RouteHandlers = { makeSkillActive, forgotSkill };
