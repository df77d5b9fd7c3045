import type { RouteHandlers } from '../../http/routes.ts';
import { acceptQuest, cancelQuestHandler, getQuests, returnDoneQuest, rollQuests } from './handlers.ts';

/** The quests routes' handlers. */
export const questsHandlers: RouteHandlers = {
  getQuests,
  acceptQuest,
  cancelQuest: cancelQuestHandler,
  returnDoneQuest,
  rollQuests,
};
