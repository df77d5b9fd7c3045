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

/** The shops routes' handlers. */
export const shopsHandlers = {
  getShops,
  getShop,
  buyShopItem,
  sellItem,
  rollShop,
  craftCosmetic,
  learnSkill,
  previewCosmeticItem,
} satisfies SomeRouteHandlers;
