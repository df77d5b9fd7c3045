import type { RouteName, Routes } from './routes.ts';

/**
 * A route as a caller needs it to build a request, without its schemas: the name, method and path, and
 * where the call takes the player's language. The app calls the server with these, so its pages carry no
 * zod (the schemas, about 25 KB gzip, and building them on start-up): the server validates every input,
 * and the app checks replies against `routes` in development only. Types come from `routes` (RouteDefOf).
 * routeRefs.test.ts holds this table to the route table, field by field.
 */
export type RouteRef<N extends RouteName = RouteName> = {
  readonly name: N;
  readonly method: Routes[N]['method'];
  readonly path: Routes[N]['path'];
  /** Where the call takes the language: `?lang=`, `?requestedLang=` or the body's `requestedLang`. */
  readonly language?: 'query.lang' | 'query.requestedLang' | 'body.requestedLang';
};

/** The full route (schemas and all) a reference stands for, for types. */
export type RouteDefOf<R> = R extends { readonly name: infer N extends RouteName } ? Routes[N] : R;

export const routeRefs: { readonly [N in RouteName]: RouteRef<N> } = {
  getMyCharacter: { name: 'getMyCharacter', method: 'GET', path: '/my-character', language: 'query.lang' },
  createMyCharacter: {
    name: 'createMyCharacter',
    method: 'POST',
    path: '/my-character',
    language: 'body.requestedLang',
  },
  getStarterLook: { name: 'getStarterLook', method: 'GET', path: '/my-character/starter-look' },
  changeName: { name: 'changeName', method: 'POST', path: '/my-character/change-name', language: 'body.requestedLang' },
  addStat: { name: 'addStat', method: 'POST', path: '/my-character/add-stat', language: 'body.requestedLang' },
  changeOutfit: {
    name: 'changeOutfit',
    method: 'POST',
    path: '/my-character/change-outfit',
    language: 'body.requestedLang',
  },
  useConsumable: {
    name: 'useConsumable',
    method: 'POST',
    path: '/my-character/use-consumable',
    language: 'body.requestedLang',
  },
  equipItem: {
    name: 'equipItem',
    method: 'POST',
    path: '/my-character/equipment/equip',
    language: 'body.requestedLang',
  },
  unequipItem: {
    name: 'unequipItem',
    method: 'POST',
    path: '/my-character/equipment/unequip',
    language: 'body.requestedLang',
  },
  moveItem: { name: 'moveItem', method: 'POST', path: '/my-character/equipment/move', language: 'body.requestedLang' },
  getCharacterById: {
    name: 'getCharacterById',
    method: 'POST',
    path: '/characters/get-by-id',
    language: 'body.requestedLang',
  },
  makeSkillActive: {
    name: 'makeSkillActive',
    method: 'POST',
    path: '/skills/make-active',
    language: 'body.requestedLang',
  },
  forgotSkill: { name: 'forgotSkill', method: 'POST', path: '/skills/forgot', language: 'body.requestedLang' },
  getShops: { name: 'getShops', method: 'GET', path: '/shops/list', language: 'query.lang' },
  getShop: { name: 'getShop', method: 'GET', path: '/shops/{id}', language: 'query.lang' },
  buyShopItem: { name: 'buyShopItem', method: 'POST', path: '/shops/buy', language: 'body.requestedLang' },
  sellItem: { name: 'sellItem', method: 'POST', path: '/shops/sell', language: 'body.requestedLang' },
  rollShop: { name: 'rollShop', method: 'POST', path: '/shops/roll', language: 'body.requestedLang' },
  craftCosmetic: {
    name: 'craftCosmetic',
    method: 'POST',
    path: '/shops/craft-cosmetic',
    language: 'body.requestedLang',
  },
  learnSkill: { name: 'learnSkill', method: 'POST', path: '/shops/learn-skill', language: 'body.requestedLang' },
  previewCosmeticItem: {
    name: 'previewCosmeticItem',
    method: 'POST',
    path: '/shops/preview-cosmetic-item',
    language: 'body.requestedLang',
  },
  getPremiumItems: { name: 'getPremiumItems', method: 'GET', path: '/premium-shop/list', language: 'query.lang' },
  buyPremiumItem: {
    name: 'buyPremiumItem',
    method: 'POST',
    path: '/premium-shop/buy-premium-item',
    language: 'body.requestedLang',
  },
  buyPremiumTime: {
    name: 'buyPremiumTime',
    method: 'POST',
    path: '/premium-shop/buy-premium-time',
    language: 'query.lang',
  },
  previewPremiumItem: {
    name: 'previewPremiumItem',
    method: 'POST',
    path: '/premium-shop/preview',
    language: 'body.requestedLang',
  },
  getPremiumHistory: {
    name: 'getPremiumHistory',
    method: 'GET',
    path: '/premium-shop/history',
    language: 'query.lang',
  },
  getAdventures: { name: 'getAdventures', method: 'GET', path: '/adventures', language: 'query.lang' },
  acceptAdventure: {
    name: 'acceptAdventure',
    method: 'POST',
    path: '/adventures/accept',
    language: 'body.requestedLang',
  },
  retriveAdventure: {
    name: 'retriveAdventure',
    method: 'POST',
    path: '/adventures/retrive',
    language: 'body.requestedLang',
  },
  cancelAdventure: {
    name: 'cancelAdventure',
    method: 'POST',
    path: '/adventures/cancel',
    language: 'body.requestedLang',
  },
  getLocations: { name: 'getLocations', method: 'GET', path: '/locations', language: 'query.lang' },
  changeLocation: { name: 'changeLocation', method: 'POST', path: '/locations/change', language: 'body.requestedLang' },
  getBattleEnemies: { name: 'getBattleEnemies', method: 'GET', path: '/battle/enemies', language: 'query.lang' },
  commitFight: { name: 'commitFight', method: 'POST', path: '/battle/commit-fight', language: 'body.requestedLang' },
  rollBattleEnemies: { name: 'rollBattleEnemies', method: 'POST', path: '/battle/roll', language: 'query.lang' },
  getArenaBattles: {
    name: 'getArenaBattles',
    method: 'GET',
    path: '/arena/available-battles',
    language: 'query.requestedLang',
  },
  arenaFight: { name: 'arenaFight', method: 'POST', path: '/arena/fight', language: 'body.requestedLang' },
  arenaRoll: { name: 'arenaRoll', method: 'POST', path: '/arena/roll', language: 'query.lang' },
  getBattle: { name: 'getBattle', method: 'GET', path: '/battles/{id}', language: 'query.lang' },
  getQuests: { name: 'getQuests', method: 'GET', path: '/quests', language: 'query.lang' },
  acceptQuest: { name: 'acceptQuest', method: 'POST', path: '/quests/accept', language: 'body.requestedLang' },
  cancelQuest: { name: 'cancelQuest', method: 'POST', path: '/quests/cancel', language: 'body.requestedLang' },
  returnDoneQuest: {
    name: 'returnDoneQuest',
    method: 'POST',
    path: '/quests/return-done',
    language: 'body.requestedLang',
  },
  rollQuests: { name: 'rollQuests', method: 'POST', path: '/quests/roll', language: 'query.lang' },
  getRankingPage: { name: 'getRankingPage', method: 'POST', path: '/ranking/get-paginated-list' },
};
