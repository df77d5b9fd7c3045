import type { Routes } from './routes.ts';

/** Where a call takes the player's language: `?lang=`, `?requestedLang=` or the body's `requestedLang`. */
export type LanguagePlace = 'query.lang' | 'query.requestedLang' | 'body.requestedLang';

/** What a caller needs to build a request, schemas aside: the method, the path and where the language goes. */
export type RouteAddress = {
  readonly method: 'GET' | 'POST';
  /** Relative to the API base (`/api`); `{id}` is a path parameter. */
  readonly path: string;
  readonly language?: LanguagePlace;
};

/**
 * Every route's address, by name: the one place a route's method, path and language place are written.
 * routes.ts adds each route's schemas to its address (the route table); routeRefs below adds its name.
 * No zod here, nor anything of routes.ts but types: the app's pages carry this table, not the schemas.
 * route-refs.test.ts holds each language place to the route's query or body schema.
 */
export const routeAddresses = {
  // ---- my character ----
  getMyCharacter: { method: 'GET', path: '/my-character', language: 'query.lang' },
  createMyCharacter: { method: 'POST', path: '/my-character', language: 'body.requestedLang' },
  getStarterLook: { method: 'GET', path: '/my-character/starter-look' },
  changeName: { method: 'POST', path: '/my-character/change-name', language: 'body.requestedLang' },
  addStat: { method: 'POST', path: '/my-character/add-stat', language: 'body.requestedLang' },
  changeOutfit: { method: 'POST', path: '/my-character/change-outfit', language: 'body.requestedLang' },
  useConsumable: { method: 'POST', path: '/my-character/use-consumable', language: 'body.requestedLang' },
  equipItem: { method: 'POST', path: '/my-character/equipment/equip', language: 'body.requestedLang' },
  unequipItem: { method: 'POST', path: '/my-character/equipment/unequip', language: 'body.requestedLang' },
  moveItem: { method: 'POST', path: '/my-character/equipment/move', language: 'body.requestedLang' },
  getCharacterById: { method: 'POST', path: '/characters/get-by-id', language: 'body.requestedLang' },

  // ---- skills ----
  makeSkillActive: { method: 'POST', path: '/skills/make-active', language: 'body.requestedLang' },
  forgotSkill: { method: 'POST', path: '/skills/forgot', language: 'body.requestedLang' },

  // ---- shops ----
  getShops: { method: 'GET', path: '/shops/list', language: 'query.lang' },
  getShop: { method: 'GET', path: '/shops/{id}', language: 'query.lang' },
  buyShopItem: { method: 'POST', path: '/shops/buy', language: 'body.requestedLang' },
  sellItem: { method: 'POST', path: '/shops/sell', language: 'body.requestedLang' },
  rollShop: { method: 'POST', path: '/shops/roll', language: 'body.requestedLang' },
  craftCosmetic: { method: 'POST', path: '/shops/craft-cosmetic', language: 'body.requestedLang' },
  learnSkill: { method: 'POST', path: '/shops/learn-skill', language: 'body.requestedLang' },
  previewCosmeticItem: { method: 'POST', path: '/shops/preview-cosmetic-item', language: 'body.requestedLang' },

  // ---- premium shop ----
  getPremiumItems: { method: 'GET', path: '/premium-shop/list', language: 'query.lang' },
  buyPremiumItem: { method: 'POST', path: '/premium-shop/buy-premium-item', language: 'body.requestedLang' },
  buyPremiumTime: { method: 'POST', path: '/premium-shop/buy-premium-time', language: 'query.lang' },
  previewPremiumItem: { method: 'POST', path: '/premium-shop/preview', language: 'body.requestedLang' },
  getPremiumHistory: { method: 'GET', path: '/premium-shop/history', language: 'query.lang' },

  // ---- adventures ----
  getAdventures: { method: 'GET', path: '/adventures', language: 'query.lang' },
  acceptAdventure: { method: 'POST', path: '/adventures/accept', language: 'body.requestedLang' },
  retriveAdventure: { method: 'POST', path: '/adventures/retrive', language: 'body.requestedLang' },
  cancelAdventure: { method: 'POST', path: '/adventures/cancel', language: 'body.requestedLang' },

  // ---- locations ----
  getLocations: { method: 'GET', path: '/locations', language: 'query.lang' },
  changeLocation: { method: 'POST', path: '/locations/change', language: 'body.requestedLang' },

  // ---- battle ----
  getBattleEnemies: { method: 'GET', path: '/battle/enemies', language: 'query.lang' },
  commitFight: { method: 'POST', path: '/battle/commit-fight', language: 'body.requestedLang' },
  rollBattleEnemies: { method: 'POST', path: '/battle/roll', language: 'query.lang' },

  // ---- arena ----
  getArenaBattles: { method: 'GET', path: '/arena/available-battles', language: 'query.requestedLang' },
  arenaFight: { method: 'POST', path: '/arena/fight', language: 'body.requestedLang' },
  arenaRoll: { method: 'POST', path: '/arena/roll', language: 'query.lang' },

  // ---- stored battles ----
  getBattle: { method: 'GET', path: '/battles/{id}', language: 'query.lang' },

  // ---- quests ----
  getQuests: { method: 'GET', path: '/quests', language: 'query.lang' },
  acceptQuest: { method: 'POST', path: '/quests/accept', language: 'body.requestedLang' },
  cancelQuest: { method: 'POST', path: '/quests/cancel', language: 'body.requestedLang' },
  returnDoneQuest: { method: 'POST', path: '/quests/return-done', language: 'body.requestedLang' },
  rollQuests: { method: 'POST', path: '/quests/roll', language: 'query.lang' },

  // ---- ranking ----
  getRankingPage: { method: 'POST', path: '/ranking/get-paginated-list' },
} as const satisfies Record<string, RouteAddress>;

export type RouteAddresses = typeof routeAddresses;
export type RouteName = keyof RouteAddresses;

/**
 * A route as a caller needs it to build a request, without its schemas: its name and address. The app calls the
 * server with these, so its pages carry no zod (the schemas, about 25 KB gzip, and building them on start-up):
 * the server validates every input, and the app checks replies against `routes` in development only. Types come
 * from `routes` (RouteDefOf).
 */
export type RouteRef<N extends RouteName = RouteName> = {
  readonly name: N;
  readonly method: RouteAddresses[N]['method'];
  readonly path: RouteAddresses[N]['path'];
  readonly language?: LanguagePlace;
};

/** The full route (schemas and all) a reference stands for, for types. */
export type RouteDefOf<R> = R extends { readonly name: infer N extends RouteName } ? Routes[N] : R;

/** Every route's reference: its address with its name, by name. */
export const routeRefs = Object.fromEntries(
  Object.entries(routeAddresses).map(([name, address]) => [name, { name, ...address }]),
) as { readonly [N in RouteName]: RouteRef<N> };
