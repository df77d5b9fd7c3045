import type { RouteHandlers } from '../../http/routes.ts';
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
export const shopsHandlers: RouteHandlers = {
  getShops,
  getShop,
  buyShopItem,
  sellItem,
  rollShop,
  craftCosmetic,
  learnSkill,
  previewCosmeticItem,
};
