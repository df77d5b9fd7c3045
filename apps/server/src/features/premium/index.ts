import type { SomeRouteHandlers } from '../../http/routes.ts';
import { buyPremiumItem, buyPremiumTime, getPremiumHistory, getPremiumItems, previewPremiumItem } from './handlers.ts';

/** The premium shop routes' handlers. */
export const premiumHandlers = {
  getPremiumItems,
  buyPremiumItem,
  buyPremiumTime,
  previewPremiumItem,
  getPremiumHistory,
} satisfies SomeRouteHandlers;
