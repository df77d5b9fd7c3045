import type { GameDestination } from '@rpg/game-components';
import { generatePath } from 'react-router';

/**
 * Every client path of the product, in one place: the router's route paths and every link's href
 * come from this table (game components name a destination, `hrefOf` turns it into a path).
 */
export const paths = {
  home: '/',
  login: '/account/login',
  register: '/account/register',
  createCharacter: '/create-character',
  myCharacter: '/my-character',
  myCharacterMobile: '/my-character/mobile',
  changeOutfit: '/my-character/change-outfit',
  changeName: '/my-character/change-name',
  skills: '/my-character/skills',
  stats: '/my-character/stats',
  equipment: '/equipment',
  shop: '/shop',
  vendor: '/shop/:id',
  premiumShop: '/premium-shop',
  premiumHistory: '/premium-shop/history',
  buyPremiumPoints: '/premium-shop/buy-premium-points',
  locations: '/locations',
  battle: '/battle',
  fight: '/battle/fight/:id',
  battleReplay: '/battles/:id',
  arena: '/arena',
  quests: '/quests',
  adventures: '/adventures',
  ranking: '/ranking',
  character: '/characters/:id',
  devGameItems: '/dev/game-items',
  devOutfitItems: '/dev/outfit-items',
  devToken: '/dev/token',
} as const satisfies Record<GameDestination['page'], string>;

export type PageName = keyof typeof paths;

/** The href of a destination: hrefOf({ page: 'vendor', id: 18 }) === '/shop/18'. */
export const hrefOf = (to: GameDestination): string =>
  'id' in to ? generatePath(paths[to.page], { id: String(to.id) }) : paths[to.page];
