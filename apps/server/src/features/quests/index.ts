import type { SomeRouteHandlers } from '../../http/routes.ts';
import { acceptQuest, cancelQuestHandler, getQuests, returnDoneQuest, rollQuests } from './handlers.ts';

/** The quests routes' handlers. */
export const questsHandlers = {
  getQuests,
  acceptQuest,
  cancelQuest: cancelQuestHandler,
  returnDoneQuest,
  rollQuests,
} satisfies SomeRouteHandlers;
