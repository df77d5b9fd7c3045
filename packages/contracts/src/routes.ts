import { z } from 'zod';
import { adventureRetrievalSchema, adventuresSchema } from './entities/adventures.ts';
import { arenaEnemySchema, arenaFightResultSchema } from './entities/arena.ts';
import { fightResultSchema, storedBattleSchema } from './entities/battle.ts';
import {
  baseInfoSchema,
  characterSchema,
  publicCharacterSchema,
  starterLookSchema,
  statsUpdateSchema,
} from './entities/character.ts';
import { inventoryGameItemSchema, skillSchema } from './entities/equipment.ts';
import { outfitSchema } from './entities/outfit.ts';
import { premiumPurchaseSchema, premiumShopSchema, premiumTimeSchema } from './entities/premium.ts';
import { questSchema } from './entities/quests.ts';
import { rankingPageSchema } from './entities/ranking.ts';
import { shopListSchema, shopTradeSchema, vendorDetailSchema } from './entities/shop.ts';
import { locationSchema, monstersSchema } from './entities/world.ts';
import type { ErrorCode } from './errors.ts';
import {
  addStatRequestSchema,
  battleIdParamsSchema,
  changeNameRequestSchema,
  changeOutfitRequestSchema,
  createCharacterRequestSchema,
  idParamsSchema,
  idRequestSchema,
  langQuerySchema,
  langRequestSchema,
  moveItemRequestSchema,
  optionalLangQuerySchema,
  questRollQuerySchema,
  rankingRequestSchema,
  requestedLangQuerySchema,
  sellRequestSchema,
} from './requests.ts';
import { type RouteAddress, type RouteAddresses, type RouteName, routeAddresses } from './route-refs.ts';

/**
 * The route table: one entry per call. The server registers and validates its
 * routes from it; the API client checks replies with it (the app in development only:
 * its pages call with routeRefs, the routes' addresses without the schemas).
 * A route is its address (method, path and language place: route-refs.ts, written there
 * once) and its schemas and words (below).
 */
export type RouteDef = RouteAddress & RouteSchemas;

/** A route's entry beside its address: its schemas, and what the docs say of it. */
export type RouteSchemas = {
  /** Path parameters (`{id}` in the path). */
  params?: z.ZodType;
  /** Query string schema (GET calls carry the language as `lang`). */
  query?: z.ZodType;
  /** JSON body schema (POST calls carry the language as `requestedLang`). */
  body?: z.ZodType;
  /** Schema of the reply's `data` field (every reply is `{ data, myCharacterBaseInfo?, myCharacter?, isSuccess? }`). */
  data: z.ZodType;
  /** The reply carries myCharacterBaseInfo beside data. */
  baseInfo?: boolean;
  /**
   * The reply carries myCharacter beside data: the whole character after the call, which changes more
   * of it than its data shows (beyond the spec: the app writes it into its cache instead of reading again).
   */
  character?: boolean;
  /** The reply carries isSuccess beside data (false: a purchase refused for lack of currency, nothing changed). */
  isSuccess?: boolean;
  summary: string;
  /** Error codes this call answers beyond the ones every call may answer (see routeErrors). */
  errors?: readonly ErrorCode[];
  /** For a call whose payload or path the spec does not show: why it is shaped so. */
  design?: string;
};

const list = z.array;

/** Each route's schemas, by name (its address is in routeAddresses). */
const routeSchemas = {
  // ---- my character ----
  getMyCharacter: {
    query: langQuerySchema,
    data: characterSchema,
    summary: "The signed-in player's character (404 character-not-found when there is none).",
  },
  createMyCharacter: {
    body: createCharacterRequestSchema,
    data: characterSchema,
    summary:
      'With a name: create the character, in the chosen look (409 character-exists if there is one). With an empty name: fetch it.',
    errors: ['invalid-name', 'name-taken', 'character-exists', 'not-found', 'outfit-option-locked'],
    design:
      "game-rules.md's creation asks for name + look; the spec's body has only the name. `look` is optional and takes change-outfit's appearance ids: an id that is no option of its part is 404 not-found, one that is not a starter option 409 outfit-option-locked; nothing is created then.",
  },
  getStarterLook: {
    data: starterLookSchema,
    summary: 'The look a new character starts in and the options creation offers for each part; needs no character.',
    design:
      'Not in the spec: the creation screen shows the look before the character exists, so GET /my-character cannot serve it. The options are images and ids, no words, so the call takes no language.',
  },
  changeName: {
    body: changeNameRequestSchema,
    data: characterSchema,
    summary: 'Rename the character; replies with the whole character.',
    errors: ['invalid-name', 'name-taken'],
    design:
      "The spec's client posts the whole character object with the new name set. The body is accepted loosely: only `name` is read (same rules as creation), every other field is ignored, never trusted. `requestedLang` is optional since the character carries none; the reply is the full character in the player's language.",
  },
  addStat: {
    body: addStatRequestSchema,
    data: statsUpdateSchema,
    character: true,
    summary: 'Spend one unspent stat point on a stat (id: 0 force, 1 intelligence, 2 dexterity, 3 endurance).',
    errors: ['no-stat-points'],
  },
  changeOutfit: {
    body: changeOutfitRequestSchema,
    data: characterSchema,
    summary: 'Save the outfit editor: the chosen option id of each part that can change.',
    errors: ['not-found', 'outfit-option-locked'],
    design:
      'The spec sends the seven appearance ids and shows no reply. Parts whose CurrentIndex is null are not sent, so every id is optional; requestedLang is optional too (the spec sends none). The reply is the whole character so the app can replace its cached character and return to /my-character without a refetch.',
  },
  useConsumable: {
    body: idRequestSchema,
    data: characterSchema,
    summary:
      "Use one consumable of the pouch (id: the consumable's id): restores its share of maximum health, never above the maximum, and counts one down; replies with the whole character.",
    errors: ['consumable-not-owned', 'health-full'],
    design:
      "Not in the spec (game-rules.md, Health and consumables): a player must mend health between fights. The pouch's consumables carry `id`, `count` and `healPercent` for it. None of it left (or an id that is no consumable): 409 consumable-not-owned; at full health: 409 health-full; nothing is spent on a refusal. The reply is the whole character, as the other /my-character calls answer, so the app replaces its cached character.",
  },
  equipItem: {
    body: idRequestSchema,
    data: list(inventoryGameItemSchema),
    character: true,
    summary:
      'Equip a backpack item into its slot (what was there goes to the backpack); replies with the whole inventory.',
    errors: ['not-found', 'forbidden', 'item-misplaced', 'item-does-not-fit'],
  },
  unequipItem: {
    body: idRequestSchema,
    data: list(inventoryGameItemSchema),
    character: true,
    summary: 'Move an equipped item to the first free backpack slot; replies with the whole inventory.',
    errors: ['not-found', 'forbidden', 'item-misplaced', 'backpack-full'],
  },
  moveItem: {
    body: moveItemRequestSchema,
    data: list(inventoryGameItemSchema),
    character: true,
    summary:
      'Drag and drop: move an item to an equipment slot or a backpack position; replies with the whole inventory.',
    errors: ['not-found', 'forbidden', 'item-does-not-fit'],
    design:
      'The spec lists /move with {id, requestedLang} beside equip and unequip, but a drop needs a place: `target` is `{ mainInventoryType: 0, inventoryType }` (an equipment slot, 1 helmet to 4 weapon2) or `{ mainInventoryType: 1, position }` (a backpack slot, 0 to 19). An item already at the target swaps places with the moved one (it must fit the slot it lands in). The backpack position of an item is its order among the backpack items of the inventory list.',
  },
  getCharacterById: {
    body: idRequestSchema,
    data: publicCharacterSchema,
    summary: "Another player's public character view (from the ranking): look, level, equipped items, stats, honour.",
    errors: ['not-found'],
    design:
      'The spec shows the body {id, requestedLang} but not the reply, and its page prints raw data. The reply is a public view only: id, name, level, honour points, outfit, equipped items and stats; never currencies, action points, experience, backpack or stat points.',
  },

  // ---- skills ----
  makeSkillActive: {
    body: idRequestSchema,
    data: list(skillSchema),
    character: true,
    summary: 'Make a learnt skill the active one of its slot type; replies with every skill.',
    errors: ['not-found', 'forbidden', 'skill-not-learnt'],
  },
  forgotSkill: {
    body: idRequestSchema,
    data: list(skillSchema),
    baseInfo: true,
    character: true,
    summary: 'Unlearn a skill that is not active (50% of its price refunded); replies with every skill.',
    errors: ['not-found', 'forbidden', 'skill-active', 'skill-not-learnt'],
  },

  // ---- shops ----
  getShops: {
    query: optionalLangQuerySchema,
    data: shopListSchema,
    summary: 'Every vendor: name, image and shop type.',
  },
  getShop: {
    params: idParamsSchema,
    query: optionalLangQuerySchema,
    data: vendorDetailSchema,
    baseInfo: true,
    summary: "One vendor's page: stock, the player's backpack, skills and recipes by vendor type.",
    errors: ['not-found'],
  },
  buyShopItem: {
    body: idRequestSchema,
    data: shopTradeSchema,
    baseInfo: true,
    isSuccess: true,
    character: true,
    summary:
      "Buy a vendor's item (id of the shop item). Not enough base currency: isSuccess false and nothing changes.",
    errors: ['not-found', 'forbidden', 'item-not-available', 'backpack-full'],
  },
  sellItem: {
    body: sellRequestSchema,
    data: shopTradeSchema,
    baseInfo: true,
    character: true,
    summary: 'Sell a backpack item to a vendor for its sell value.',
    errors: ['not-found', 'forbidden', 'item-misplaced'],
  },
  rollShop: {
    body: idRequestSchema,
    data: vendorDetailSchema,
    baseInfo: true,
    summary: "Reroll a vendor's stock (id of the vendor) for 5 x level base currency; replies with the vendor page.",
    errors: ['not-found', 'not-enough-currency'],
  },
  craftCosmetic: {
    body: idRequestSchema,
    data: vendorDetailSchema,
    baseInfo: true,
    character: true,
    summary: 'Craft an outfit recipe (id of the recipe): consumes its items, unlocks the outfit option.',
    errors: ['not-found', 'missing-resources', 'already-owned'],
  },
  learnSkill: {
    body: idRequestSchema,
    data: vendorDetailSchema,
    baseInfo: true,
    character: true,
    summary: 'Learn a skill a vendor teaches (id of the skill) for its price; replies with the vendor page.',
    errors: ['not-found', 'not-enough-currency', 'skill-already-learnt'],
  },
  previewCosmeticItem: {
    body: idRequestSchema,
    data: outfitSchema,
    summary: "The character's outfit as it would look with a recipe's cosmetic option (id of the recipe).",
    errors: ['not-found'],
    design:
      "The spec shows no payload. It mirrors the premium preview: {id, requestedLang} with the recipe's id, replying with the character's outfit with that option put on. Nothing is stored.",
  },

  // ---- premium shop ----
  getPremiumItems: {
    query: optionalLangQuerySchema,
    data: premiumShopSchema,
    summary: "The premium (cosmetic) items and the end of the player's premium time.",
  },
  buyPremiumItem: {
    body: idRequestSchema,
    data: premiumShopSchema,
    baseInfo: true,
    isSuccess: true,
    character: true,
    summary: 'Buy a premium item with premium currency (unlocks its outfit option). Not enough: isSuccess false.',
    errors: ['not-found', 'already-owned'],
  },
  buyPremiumTime: {
    query: optionalLangQuerySchema,
    data: premiumTimeSchema,
    baseInfo: true,
    isSuccess: true,
    summary: '7 days of premium time for 100 premium currency (added to any time left). Not enough: isSuccess false.',
  },
  previewPremiumItem: {
    body: idRequestSchema,
    data: outfitSchema,
    summary: "The character's outfit as it would look with a premium item (id of the premium item).",
    errors: ['not-found'],
    design:
      'The spec posts {id, requestedLang} and reads an outfit, but shows no path: POST /premium-shop/preview, beside the other premium-shop calls. Nothing is stored.',
  },
  getPremiumHistory: {
    query: optionalLangQuerySchema,
    data: list(premiumPurchaseSchema),
    summary: 'Every premium purchase of the player, newest first: date, item, price and kind.',
    design:
      'The spec shows no reply (its page is a placeholder). game-rules.md: every premium purchase with date and price. Each entry: id, date (ISO 8601), item (localised name), imagePath, price (premium currency) and kind (0 item, 1 premium time).',
  },

  // ---- adventures ----
  getAdventures: {
    query: optionalLangQuerySchema,
    data: adventuresSchema,
    summary: 'The running adventure (or null) and the adventures on offer.',
  },
  acceptAdventure: {
    body: idRequestSchema,
    data: adventuresSchema,
    baseInfo: true,
    summary: 'Start an adventure (spends its action points); only one at a time.',
    errors: ['not-found', 'not-enough-action-points', 'adventure-in-progress'],
  },
  retriveAdventure: {
    body: langRequestSchema,
    data: adventureRetrievalSchema,
    baseInfo: true,
    character: true,
    summary: 'Collect the rewards of the running adventure once its time has passed.',
    errors: ['no-adventure', 'adventure-in-progress'],
    design:
      'The spec sends a JSON body of unknown shape to /adventures/retrive (spelled so). There is at most one running adventure, so the body is {requestedLang} only. The reply gives the reward (currency, experience, resource items, level-up) with the adventures model afterwards, and the new base info. Before the end time: 409 adventure-in-progress; none running: 409 no-adventure.',
  },
  cancelAdventure: {
    body: langRequestSchema,
    data: adventuresSchema,
    summary: 'End the running adventure with no reward and no refund.',
    errors: ['no-adventure'],
    design:
      'The spec shows a cancel button with no call. Like retrive it acts on the one running adventure: body {requestedLang}, reply the adventures model (currentAdventure null).',
  },

  // ---- locations ----
  getLocations: {
    query: langQuerySchema,
    data: list(locationSchema),
    summary: 'Every location; the current one is marked.',
  },
  changeLocation: {
    body: idRequestSchema,
    data: list(locationSchema),
    baseInfo: true,
    summary: 'Travel to a location (spends its requiredStamina); replies with the list.',
    errors: ['not-found', 'not-enough-action-points'],
  },

  // ---- battle ----
  getBattleEnemies: {
    query: langQuerySchema,
    data: monstersSchema,
    baseInfo: true,
    summary: "Three monsters of the current location near the player's level, and the monster rolls left today.",
  },
  commitFight: {
    body: idRequestSchema,
    data: fightResultSchema,
    baseInfo: true,
    character: true,
    summary: 'Fight a monster of the list (10 action points): result, rewards, loot and the log.',
    errors: ['not-found', 'not-enough-action-points'],
  },
  rollBattleEnemies: {
    query: optionalLangQuerySchema,
    data: monstersSchema,
    baseInfo: true,
    summary: 'Replace the monster list, spending one of the 5 daily monster rolls.',
    errors: ['roll-limit'],
    design:
      'The spec posts no body. The reply is the monster list reply of /battle/enemies (monsters and monsterRolls) with base info; no roll left: 409 roll-limit. The language is an optional ?lang=.',
  },

  // ---- arena ----
  getArenaBattles: {
    query: requestedLangQuerySchema,
    data: list(arenaEnemySchema),
    summary: "Five arena opponents near the player's honour (the query parameter is requestedLang).",
  },
  arenaFight: {
    body: idRequestSchema,
    data: arenaFightResultSchema,
    baseInfo: true,
    character: true,
    summary: 'Fight an arena opponent (id is enemyPlayerId; 5 action points): honour +10 win, -5 loss.',
    errors: ['not-found', 'not-enough-action-points'],
    design:
      "The spec's arena fight button has no action. Like /battle/commit-fight: {id, requestedLang} with the opponent's enemyPlayerId; the reply is the fight (result, honour change, both outfits, log) with base info.",
  },
  arenaRoll: {
    query: optionalLangQuerySchema,
    data: list(arenaEnemySchema),
    summary: 'Replace the arena opponents (free, once a minute).',
    errors: ['roll-limit'],
    design:
      "The spec's arena roll button has no action. Like /battle/roll: no body, optional ?lang=, replies with the new list; more than once a minute: 409 roll-limit.",
  },

  // ---- stored battles ----
  getBattle: {
    params: battleIdParamsSchema,
    query: optionalLangQuerySchema,
    data: storedBattleSchema,
    summary:
      'A stored monster or arena fight (id is the battleId of commit-fight or arena fight), for anyone signed in: result, both sides, the log to replay; the rewards only for the attacker.',
    errors: ['not-found'],
    design:
      "Not in the spec: every fight is stored and has its own address, so the result page reads it back (a reload or a second tab never fights again) and a replay can be shared as a link. Path id 1 to 2^31-1 (else 400 bad-request), unknown 404 not-found. Told from the attacker's side (result, `me` of the log); the log is replayed from the stored seed in the reader's language (optional ?lang=, default the reader's last language). Public fields only: names, looks, both max healths, the log and the time; the rewards (monster: currency, experience, item, level-up, backpack full; arena: honour) only when the reader is the attacker (isMine). A read: nothing changes.",
  },

  // ---- quests ----
  getQuests: {
    query: langQuerySchema,
    data: list(questSchema),
    summary: 'The available (not accepted) and accepted quests, in one list.',
  },
  acceptQuest: {
    body: idRequestSchema,
    data: list(questSchema),
    baseInfo: true,
    summary: 'Accept an available quest (spends its action points).',
    errors: ['not-found', 'forbidden', 'not-enough-action-points', 'quest-already-accepted'],
  },
  cancelQuest: {
    body: idRequestSchema,
    data: list(questSchema),
    summary: 'Give up an accepted quest: it is available again, with no refund.',
    errors: ['not-found', 'forbidden', 'quest-not-accepted'],
  },
  returnDoneQuest: {
    body: idRequestSchema,
    data: list(questSchema),
    baseInfo: true,
    character: true,
    summary: 'Hand in a done quest: its rewards, once.',
    errors: ['not-found', 'forbidden', 'quest-not-accepted', 'quest-not-done', 'backpack-full'],
    design:
      "The spec shows no payload. Like accept and cancel: {id, requestedLang} with the quest's id; the reply is the quest list without it, plus base info (the rewards change currencies). Not every progression complete: 409 quest-not-done. An item reward needs a free backpack slot: 409 backpack-full.",
  },
  rollQuests: {
    query: questRollQuerySchema,
    data: list(questSchema),
    baseInfo: true,
    summary: 'Replace the available quests: free once an hour, otherwise 1 premium currency.',
    errors: ['not-enough-currency', 'roll-not-free'],
    design:
      'The spec shows no payload. Rolling acts on the offer as a whole, so like the other rolls it takes no body (optional ?lang=). Accepted quests stay. Replies with the quest list and base info (a paid roll spends premium currency). Premium spending is confirmed by the player first: the app sends ?maxPrice= (0 when it offers the free roll, the price the player confirmed otherwise), and a roll that would cost more is 409 roll-not-free with nothing spent, so a free roll used on another device is never paid for unasked.',
  },

  // ---- ranking ----
  getRankingPage: {
    body: rankingRequestSchema,
    data: rankingPageSchema,
    summary: 'A page of players ordered by honour points, with real positions.',
  },
} as const satisfies { readonly [N in RouteName]: RouteSchemas };

export const routeNames = Object.keys(routeAddresses) as RouteName[];

/** One route's address and schemas as one object type (not an intersection, so hovers read plainly). */
type Joined<A, S> = { readonly [K in keyof (A & S)]: (A & S)[K] };

/** The route table: each route's address with its schemas. */
export const routes = Object.fromEntries(
  routeNames.map((name) => [name, { ...routeAddresses[name], ...routeSchemas[name] }]),
) as { readonly [N in RouteName]: Joined<RouteAddresses[N], (typeof routeSchemas)[N]> };

export type Routes = typeof routes;
export type { RouteName };
export type RouteParams<N extends RouteName> = Routes[N] extends { params: z.ZodType }
  ? z.input<Routes[N]['params']>
  : never;
export type RouteQuery<N extends RouteName> = Routes[N] extends { query: z.ZodType }
  ? z.infer<Routes[N]['query']>
  : never;
export type RouteBody<N extends RouteName> = Routes[N] extends { body: z.ZodType } ? z.input<Routes[N]['body']> : never;
export type RouteData<N extends RouteName> = z.infer<Routes[N]['data']>;

/** The whole reply body of a route: `{ data }` plus base info, the character and isSuccess where the route has them. */
export const replySchema = (route: RouteDef) =>
  z.object({
    data: route.data,
    ...(route.baseInfo ? { myCharacterBaseInfo: baseInfoSchema } : {}),
    ...(route.character ? { myCharacter: characterSchema } : {}),
    ...(route.isSuccess ? { isSuccess: z.boolean() } : {}),
  });

const fieldsOf = (schema: z.ZodType | undefined): string[] =>
  schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];

/** How a route takes its language: required, optional, or not at all (e.g. the ranking). */
export const routeLanguage = (route: RouteDef): 'required' | 'optional' | 'none' => {
  for (const schema of [route.query, route.body]) {
    if (!(schema instanceof z.ZodObject)) continue;
    const field =
      (schema.shape as Record<string, z.ZodType>).lang ?? (schema.shape as Record<string, z.ZodType>).requestedLang;
    if (field) return field.safeParse(undefined).success ? 'optional' : 'required';
  }
  return 'none';
};

/**
 * Every error code a route may answer: the route's own, plus those of the plumbing
 * (bad input, language, auth and its provider, the account's character, rate limit, server failure).
 */
export const routeErrors = (route: RouteDef): ErrorCode[] => {
  const codes: ErrorCode[] = [];
  // A POST reads whatever body is sent, whether the call takes one or not: one it cannot read is refused.
  const readsBody = route.body !== undefined || route.method === 'POST';
  if (route.params || fieldsOf(route.query).length > 0 || readsBody) codes.push('bad-request');
  if (routeLanguage(route) !== 'none') codes.push('unsupported-language');
  codes.push('unauthenticated', 'auth-unavailable', 'character-not-found');
  codes.push(...(route.errors ?? []));
  if (readsBody) codes.push('payload-too-large', 'unsupported-media-type');
  codes.push('rate-limited', 'internal-error', 'server-busy');
  return codes.filter((code, index) => codes.indexOf(code) === index);
};

export { routePath } from './route-path.ts';
