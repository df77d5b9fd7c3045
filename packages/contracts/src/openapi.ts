import { z } from 'zod';
import {
  adventureRetrievalSchema,
  adventureRewardSchema,
  adventureSchema,
  adventuresSchema,
} from './entities/adventures.ts';
import { arenaEnemySchema, arenaFightResultSchema } from './entities/arena.ts';
import {
  arenaRewardsSchema,
  battleActionSchema,
  battleFighterSchema,
  fightResultSchema,
  storedBattleSchema,
} from './entities/battle.ts';
import {
  baseInfoSchema,
  characterSchema,
  publicCharacterSchema,
  statsSchema,
  statsUpdateSchema,
} from './entities/character.ts';
import { consumableItemSchema, inventoryGameItemSchema, skillSchema } from './entities/equipment.ts';
import {
  outfitChangeSchema,
  outfitOptionSchema,
  outfitPartSchema,
  outfitSchema,
  outfitsItemsSchema,
} from './entities/outfit.ts';
import { premiumItemSchema, premiumPurchaseSchema, premiumShopSchema, premiumTimeSchema } from './entities/premium.ts';
import { questProgressionSchema, questRewardsSchema, questSchema } from './entities/quests.ts';
import { rankingPageSchema, rankingPlayerSchema } from './entities/ranking.ts';
import {
  recipeSchema,
  shopItemSchema,
  shopListSchema,
  shopNpcSchema,
  shopSkillSchema,
  shopTradeSchema,
  vendorDetailSchema,
} from './entities/shop.ts';
import { locationSchema, monsterSchema, monstersSchema } from './entities/world.ts';
import {
  battleResultSchema,
  dangerLevelSchema,
  inventorySlotTypeSchema,
  itemRaritySchema,
  mainInventoryTypeSchema,
  premiumPurchaseKindSchema,
  questTypeSchema,
  shopTypeSchema,
  skillSlotTypeSchema,
  statSchema,
} from './enum-schemas.ts';
import { enums } from './enums.ts';
import { type ErrorCode, errorBodySchema, errorCatalogue } from './errors.ts';
import {
  addStatRequestSchema,
  changeNameRequestSchema,
  changeOutfitRequestSchema,
  createCharacterRequestSchema,
  idRequestSchema,
  langRequestSchema,
  moveItemRequestSchema,
  rankingRequestSchema,
  sellRequestSchema,
} from './requests.ts';
import {
  type RouteDef,
  type RouteName,
  replySchema,
  routeErrors,
  routeLanguage,
  routeNames,
  routes,
} from './routes.ts';

/** A JSON Schema (draft 2020-12, as OpenAPI 3.1 uses) or any other JSON object of the document. */
export type JsonObject = { [key: string]: unknown };

export type OpenApiOperation = {
  operationId: RouteName;
  summary: string;
  description: string;
  tags: string[];
  parameters?: { name: string; in: 'query' | 'path'; required: boolean; description?: string; schema: JsonObject }[];
  requestBody?: { required: true; content: { 'application/json': { schema: JsonObject } } };
  responses: Record<string, { description: string; content?: { 'application/json': { schema: JsonObject } } }>;
  /** The error codes this call may answer (a vendor extension, for readers and the docs page). */
  'x-error-codes': ErrorCode[];
  /** Present on calls whose payload or path the spec does not show: why they are shaped so. */
  'x-design-note'?: string;
};

export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string; description?: string }[];
  security: { bearerAuth: [] }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Partial<Record<'get' | 'post', OpenApiOperation>>>;
  components: {
    securitySchemes: { bearerAuth: JsonObject };
    schemas: Record<string, JsonObject>;
  };
};

export type OpenApiOptions = {
  /** The API's base URL, '/api' unless told (the route paths are relative to it). */
  serverUrl?: string;
  title?: string;
  version?: string;
};

type Meta = { id: string; description?: string };

/** Entities and enums shown as named components, with what they are. */
const entityComponents: [string, z.ZodType, string][] = [
  ['BaseInfo', baseInfoSchema, 'Balance bar values, returned as myCharacterBaseInfo beside some replies.'],
  ['Stats', statsSchema, 'Base and from-items stats and the derived combat values.'],
  ['Outfit', outfitSchema, 'Image path of each avatar layer (empty when bare).'],
  ['OutfitOption', outfitOptionSchema, 'One choosable look of an outfit part.'],
  ['OutfitPart', outfitPartSchema, 'A cyclable outfit part: its options and CurrentIndex (null: fixed).'],
  ['OutfitsItems', outfitsItemsSchema, 'The outfit editor options, per part.'],
  ['OutfitChange', outfitChangeSchema, "The outfit editor's seven appearance ids."],
  ['Character', characterSchema, "The signed-in player's own character."],
  ['StatsUpdate', statsUpdateSchema, "add-stat's reply (spelled doStatsPointsAvailable)."],
  ['PublicCharacter', publicCharacterSchema, "Another player's public view: no currencies, no backpack."],
  ['InventoryGameItem', inventoryGameItemSchema, 'An equipment item, equipped or in the backpack, or an empty slot.'],
  ['ConsumableItem', consumableItemSchema, 'A consumable or resource of the pouch.'],
  ['Skill', skillSchema, 'A skill; the active one of each slot type fires in battle.'],
  ['ShopNpc', shopNpcSchema, 'A vendor of the shop list.'],
  ['ShopList', shopListSchema, 'Every vendor.'],
  ['ShopItem', shopItemSchema, "One item of a vendor's stock."],
  ['ShopSkill', shopSkillSchema, 'A skill a vendor teaches, with its price.'],
  ['Recipe', recipeSchema, 'A cosmetic outfit recipe and the resources it consumes.'],
  ['VendorDetail', vendorDetailSchema, "One vendor's page."],
  ['ShopTrade', shopTradeSchema, "Buy and sell replies: the vendor's stock and the player's backpack."],
  ['Adventure', adventureSchema, 'A timed adventure.'],
  ['Adventures', adventuresSchema, 'The running adventure and those on offer.'],
  ['AdventureReward', adventureRewardSchema, 'What a finished adventure gave.'],
  ['AdventureRetrieval', adventureRetrievalSchema, 'retrive: the reward and the adventures afterwards.'],
  ['Location', locationSchema, 'A travel destination.'],
  ['Monster', monsterSchema, 'A monster of the current location.'],
  ['Monsters', monstersSchema, 'The monster list and the rolls left today.'],
  ['BattleAction', battleActionSchema, 'One line of a fight log.'],
  ['FightResult', fightResultSchema, "The spec's battle result of a monster fight."],
  ['ArenaEnemy', arenaEnemySchema, 'An arena opponent.'],
  ['ArenaFightResult', arenaFightResultSchema, 'An arena fight and the honour it moved.'],
  ['BattleFighter', battleFighterSchema, "One side of a stored battle: name and look (a monster's picture)."],
  ['ArenaRewards', arenaRewardsSchema, 'The honour an arena fight moved, for its attacker.'],
  [
    'StoredBattle',
    storedBattleSchema,
    "A stored fight to replay, from the attacker's side; rewards for the attacker only.",
  ],
  ['QuestProgression', questProgressionSchema, 'One objective of a quest and its progress.'],
  ['QuestRewards', questRewardsSchema, 'What returning a done quest gives.'],
  ['Quest', questSchema, 'A quest, available or accepted.'],
  ['PremiumItem', premiumItemSchema, 'A cosmetic sold for premium currency.'],
  ['PremiumTime', premiumTimeSchema, 'When premium time ends.'],
  ['PremiumShop', premiumShopSchema, 'The premium items and the premium time.'],
  ['PremiumPurchase', premiumPurchaseSchema, 'One premium purchase of the history.'],
  ['RankingPlayer', rankingPlayerSchema, 'One ranking row.'],
  ['RankingPage', rankingPageSchema, 'A page of the ranking.'],
  ['ErrorBody', errorBodySchema, 'Body of every 4xx/5xx reply.'],
];

const enumComponents: [string, z.ZodType, keyof typeof enums][] = [
  ['InventorySlotType', inventorySlotTypeSchema, 'inventorySlotType'],
  ['Stat', statSchema, 'stat'],
  ['MainInventoryType', mainInventoryTypeSchema, 'mainInventoryType'],
  ['QuestType', questTypeSchema, 'questType'],
  ['ShopType', shopTypeSchema, 'shopType'],
  ['SkillSlotType', skillSlotTypeSchema, 'skillSlotType'],
  ['ItemRarity', itemRaritySchema, 'itemRarity'],
  ['BattleResult', battleResultSchema, 'battleResult'],
  ['DangerLevel', dangerLevelSchema, 'dangerLevel'],
  ['PremiumPurchaseKind', premiumPurchaseKindSchema, 'premiumPurchaseKind'],
];

const requestComponents: [string, z.ZodType, string][] = [
  ['IdRequest', idRequestSchema, 'The id of the thing acted on and the language of the reply.'],
  ['LangRequest', langRequestSchema, 'Only the language of the reply.'],
  ['CreateCharacterRequest', createCharacterRequestSchema, 'Create (with a name) or fetch (empty name).'],
  ['ChangeNameRequest', changeNameRequestSchema, 'The whole character may be sent; only name is read.'],
  ['AddStatRequest', addStatRequestSchema, 'The stat to raise (0 force, 1 intelligence, 2 dexterity, 3 endurance).'],
  ['ChangeOutfitRequest', changeOutfitRequestSchema, 'The chosen option per changeable part.'],
  ['MoveItemRequest', moveItemRequestSchema, 'An item and where it is dropped.'],
  ['SellRequest', sellRequestSchema, 'A backpack item and the vendor buying it.'],
  ['RankingRequest', rankingRequestSchema, 'Which ranking page and how many rows.'],
];

const tagDescriptions: Record<string, string> = {
  'my-character': "The signed-in player's character: creation, name, stats, outfit and equipment.",
  characters: "Other players' public characters.",
  skills: 'Activating and forgetting skills.',
  shops: 'Vendors: stock, trade, rerolls, cosmetics and skills.',
  'premium-shop': 'Cosmetics and premium time for premium currency.',
  adventures: 'Timed adventures.',
  locations: 'Travel.',
  battle: 'Monster fights.',
  arena: 'Fights against other players for honour.',
  battles: 'Stored fights, to read back and replay (shareable).',
  quests: 'Quests and their rewards.',
  ranking: 'Players by honour.',
};

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
const tagOf = (route: RouteDef) => route.path.split('/')[1] ?? 'api';
const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });
const describeEnum = (group: keyof typeof enums) =>
  Object.entries(enums[group])
    .map(([name, value]) => `${value} ${name}`)
    .join(', ');

/** A JSON Schema without the keys that only make sense for a standalone document. */
const bare = (schema: JsonObject): JsonObject => {
  const { $schema: _schema, $id: _id, ...rest } = schema;
  return rest;
};

/** The properties of an object schema as OpenAPI parameters. */
const parametersOf = (schema: z.ZodType | undefined, place: 'query' | 'path') => {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', metadata: z.registry() }) as JsonObject;
  const properties = (json.properties ?? {}) as Record<string, JsonObject>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: place,
      required: place === 'path' || required.has(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: rest,
    };
  });
};

const languageNote: Record<ReturnType<typeof routeLanguage>, string> = {
  required: 'The language is required (missing or unknown: 400 unsupported-language).',
  optional:
    'The spec sends no language here: `lang` is optional (default: the language the player last used); an unknown one is 400 unsupported-language.',
  none: 'No language: nothing in the reply is translated.',
};

const operationOf = (name: RouteName, route: RouteDef, requestIds: Map<z.ZodType, string>): OpenApiOperation => {
  const errors = routeErrors(route);
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of errors) {
    const { status } = errorCatalogue[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const envelope = [
    'data',
    route.baseInfo ? 'myCharacterBaseInfo' : '',
    route.character ? 'myCharacter' : '',
    route.isSuccess ? 'isSuccess' : '',
  ]
    .filter(Boolean)
    .join(', ');
  const description = [
    route.summary,
    languageNote[routeLanguage(route)],
    `Reply: \`{ ${envelope} }\`.`,
    route.design ? `Designed here (the spec does not show it): ${route.design}` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
  const parameters = [...parametersOf(route.params, 'path'), ...parametersOf(route.query, 'query')];
  const bodyId = route.body ? requestIds.get(route.body) : undefined;
  return {
    operationId: name,
    summary: route.summary,
    description,
    tags: [tagOf(route)],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(bodyId ? { requestBody: { required: true, content: { 'application/json': { schema: ref(bodyId) } } } } : {}),
    responses: {
      '200': {
        description: route.isSuccess ? 'Done, or refused for lack of currency (isSuccess false).' : 'Done.',
        content: { 'application/json': { schema: ref(`${pascal(name)}Reply`) } },
      },
      ...Object.fromEntries(
        [...byStatus.entries()]
          .sort(([a], [b]) => a - b)
          .map(([status, codes]) => [
            String(status),
            {
              description: codes.map((code) => `\`${code}\`: ${errorCatalogue[code].meaning}`).join('\n\n'),
              content: { 'application/json': { schema: ref('ErrorBody') } },
            },
          ]),
      ),
    },
    'x-error-codes': errors,
    ...(route.design ? { 'x-design-note': route.design } : {}),
  };
};

/**
 * The OpenAPI 3.1 document of the game API, generated from the route table and the
 * zod schemas (zod's JSON Schema conversion). Pure: no I/O, the same on every call.
 */
export const openApiDocument = (options: OpenApiOptions = {}): OpenApiDocument => {
  const uri = (id: string) => `#/components/schemas/${id}`;

  // Replies and entities are converted as output (what the server sends), requests as input (what it accepts).
  const replies = z.registry<Meta>();
  for (const [id, schema, description] of entityComponents) replies.add(schema, { id, description });
  for (const [id, schema, group] of enumComponents) replies.add(schema, { id, description: describeEnum(group) });
  for (const name of routeNames) {
    replies.add(replySchema(routes[name]), { id: `${pascal(name)}Reply`, description: `Reply of ${name}.` });
  }

  const requests = z.registry<Meta>();
  const requestIds = new Map<z.ZodType, string>();
  for (const [id, schema, description] of requestComponents) {
    requests.add(schema, { id, description });
    requestIds.set(schema, id);
  }
  for (const name of routeNames) {
    const body: z.ZodType | undefined = (routes[name] as RouteDef).body;
    if (body && !requestIds.has(body)) {
      requests.add(body, { id: `${pascal(name)}Request` });
      requestIds.set(body, `${pascal(name)}Request`);
    }
  }

  const convert = (registry: z.core.$ZodRegistry<Meta>, io: 'input' | 'output') =>
    Object.fromEntries(
      Object.entries(
        z.toJSONSchema(registry, { io, uri, metadata: registry, unrepresentable: 'any' }).schemas as Record<
          string,
          JsonObject
        >,
      ).map(([id, schema]) => [id, bare(schema)]),
    );

  const paths: OpenApiDocument['paths'] = {};
  for (const name of routeNames) {
    const route: RouteDef = routes[name];
    const method = route.method === 'GET' ? 'get' : 'post';
    paths[route.path] = { ...paths[route.path], [method]: operationOf(name, route, requestIds) };
  }

  return {
    openapi: '3.1.0',
    info: {
      title: options.title ?? 'Browser RPG game API',
      version: options.version ?? '1.0.0',
      description: [
        'The game API of the browser RPG, generated from `@rpg/contracts` (the same zod schemas the server and the app validate with).',
        "Every call needs `Authorization: Bearer <Firebase ID token>`. Every reply is `{ data, myCharacterBaseInfo?, isSuccess? }`; every error is a 4xx/5xx with `{ error: { code, message, field? } }` (see ErrorBody and each call's error codes).",
        'Languages: pl (default), en, es, de, fr, sent as `requestedLang` in bodies and `lang` in queries.',
      ].join('\n\n'),
    },
    servers: [{ url: options.serverUrl ?? '/api', description: 'The game server' }],
    security: [{ bearerAuth: [] }],
    tags: Object.entries(tagDescriptions).map(([tag, description]) => ({ name: tag, description })),
    paths,
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: "The signed-in player's Firebase ID token.",
        },
      },
      schemas: { ...convert(replies, 'output'), ...convert(requests, 'input') },
    },
  };
};
