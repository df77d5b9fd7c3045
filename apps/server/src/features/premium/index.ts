import type { RouteHandlers } from '../../http/routes.ts';
import { buyPremiumItem, buyPremiumTime, getPremiumHistory, getPremiumItems, previewPremiumItem } from './handlers.ts';

/** The premium shop routes' handlers. */
export const premiumHandlers: RouteHandlers = {
  getPremiumItems,
  buyPremiumItem,
  buyPremiumTime,
  previewPremiumItem,
  getPremiumHistory,
};
