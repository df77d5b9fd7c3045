import type { SomeRouteHandlers } from '../../http/routes.ts';
import {
  buyShopItem,
  craftCosmetic,
  getShop,
  getShops,
  learnSkill,
  previewCosmeticItem,
  rollShop,
  sellItem,
} from './handlers.ts';

/** The shop routes' handlers (the vendors). */
export const shopHandlers = {
  getShops,
  getShop,
  buyShopItem,
  sellItem,
  rollShop,
  craftCosmetic,
  learnSkill,
  previewCosmeticItem,
} satisfies SomeRouteHandlers;
