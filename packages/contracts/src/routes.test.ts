import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { characterSchema } from './entities/character.ts';
import { maxRowId } from './entities/common.ts';
import { errorCatalogue } from './errors.ts';
import { buildCharacter } from './fixtures/character.ts';
import { battleIdParamsSchema, idParamsSchema, idRequestSchema } from './requests.ts';
import { type RouteDef, replySchema, routeErrors, routeLanguage, routeNames, routePath, routes } from './routes.ts';

/** product-spec.md section 7, call by call (the premium preview's path is not shown: /premium-shop/preview). */
const specCalls = [
  'GET /adventures',
  'POST /adventures/accept',
  'POST /adventures/retrive',
  'GET /arena/available-battles',
  'POST /my-character/equipment/equip',
  'POST /my-character/equipment/unequip',
  'POST /my-character/equipment/move',
  'GET /locations',
  'POST /locations/change',
  'POST /battle/commit-fight',
  'GET /battle/enemies',
  'POST /battle/roll',
  'GET /my-character',
  'POST /my-character',
  'POST /my-character/change-name',
  'POST /my-character/add-stat',
  'POST /my-character/change-outfit',
  'POST /characters/get-by-id',
  'GET /premium-shop/list',
  'POST /premium-shop/buy-premium-time',
  'POST /premium-shop/buy-premium-item',
  'GET /premium-shop/history',
  'POST /premium-shop/preview',
  'GET /quests',
  'POST /quests/accept',
  'POST /quests/cancel',
  'POST /quests/return-done',
  'POST /quests/roll',
  'POST /ranking/get-paginated-list',
  'GET /shops/list',
  'GET /shops/{id}',
  'POST /shops/buy',
  'POST /shops/sell',
  'POST /shops/roll',
  'POST /shops/craft-cosmetic',
  'POST /shops/learn-skill',
  'POST /shops/preview-cosmetic-item',
  'POST /skills/make-active',
  'POST /skills/forgot',
];

/** Calls the spec's screens need but do not make (buttons with no action). */
const addedCalls = [
  'POST /adventures/cancel',
  'POST /arena/fight',
  'POST /arena/roll',
  'GET /battles/{id}',
  'GET /my-character/starter-look',
  // game-rules.md, Health and consumables: a player mends health with the pouch's food and potions.
  'POST /my-character/use-consumable',
];

const table = routeNames.map((name) => {
  const route: RouteDef = routes[name];
  return { name, route, call: `${route.method} ${route.path}` };
});

describe('the route table', () => {
  it('has every call of the spec', () => {
    const calls = table.map(({ call }) => call);
    for (const call of specCalls) expect(calls, call).toContain(call);
  });

  it('has nothing else than the spec calls and the added ones, each once', () => {
    const calls = table.map(({ call }) => call);
    expect(new Set(calls).size).toBe(calls.length);
    expect([...calls].sort()).toEqual([...specCalls, ...addedCalls].sort());
  });

  it('explains every call whose payload, path or existence the spec does not show', () => {
    const designed = [
      'POST /adventures/retrive',
      'POST /adventures/cancel',
      'POST /quests/return-done',
      'POST /quests/roll',
      'POST /shops/preview-cosmetic-item',
      'POST /premium-shop/preview',
      'GET /premium-shop/history',
      'POST /battle/roll',
      'POST /arena/fight',
      'POST /arena/roll',
      'POST /my-character/equipment/move',
      'POST /my-character/change-name',
      'POST /my-character/change-outfit',
      'POST /characters/get-by-id',
      'GET /battles/{id}',
    ];
    for (const call of designed) {
      const entry = table.find((row) => row.call === call);
      expect(entry?.route.design?.length ?? 0, call).toBeGreaterThan(40);
    }
  });

  it('gives every call a summary and only catalogued errors', () => {
    for (const { name, route } of table) {
      expect(route.summary.length, name).toBeGreaterThan(10);
      for (const code of routeErrors(route)) expect(errorCatalogue[code], `${name}: ${code}`).toBeDefined();
    }
  });

  it('keeps the spec shapes of base info and isSuccess', () => {
    expect(routes.buyShopItem).toMatchObject({ baseInfo: true, isSuccess: true });
    expect(routes.sellItem).toMatchObject({ baseInfo: true });
    expect(routes.getShop).toMatchObject({ baseInfo: true });
    expect(routes.commitFight).toMatchObject({ baseInfo: true });
    expect(routes.getBattleEnemies).toMatchObject({ baseInfo: true });
  });
});

describe('languages', () => {
  const spoken = (name: keyof typeof routes) => routeLanguage(routes[name]);

  it('are optional exactly where the spec sends none', () => {
    const optional = table.filter(({ route }) => routeLanguage(route) === 'optional').map(({ call }) => call);
    expect(optional.sort()).toEqual(
      [
        'GET /adventures',
        'GET /shops/list',
        'GET /shops/{id}',
        'GET /premium-shop/list',
        'GET /premium-shop/history',
        'POST /battle/roll',
        'POST /arena/roll',
        'POST /quests/roll',
        'POST /premium-shop/buy-premium-time',
        'POST /my-character/change-name',
        'POST /my-character/change-outfit',
        'GET /battles/{id}',
      ].sort(),
    );
    expect(spoken('getRankingPage')).toBe('none');
  });

  it('are required where the spec sends one', () => {
    for (const name of [
      'getMyCharacter',
      'getLocations',
      'getQuests',
      'getBattleEnemies',
      'getArenaBattles',
    ] as const) {
      expect(spoken(name), name).toBe('required');
    }
    expect(routes.getLocations.query.safeParse({}).success).toBe(false);
    expect(routes.getLocations.query.safeParse({ lang: 'it' }).success).toBe(false);
    expect(routes.getArenaBattles.query.parse({ requestedLang: 'pl' })).toEqual({ requestedLang: 'pl' });
    expect(routes.acceptQuest.body.safeParse({ id: 3 }).success).toBe(false);
  });

  it('accept the spec client without one, and refuse unknown ones', () => {
    expect(routes.getShops.query.parse({})).toEqual({});
    expect(routes.getShops.query.safeParse({ lang: 'xx' }).success).toBe(false);
  });
});

describe('request shapes', () => {
  it('change-name takes the whole character but keeps only what it reads', () => {
    const body = routes.changeName.body.parse({ ...buildCharacter(2), name: '  Żaneta ' });
    expect(body.name).toBe('Żaneta');
    expect(routes.changeName.body.safeParse({ ...buildCharacter(2), name: 'x' }).success).toBe(false);
  });

  it('move takes a slot or a backpack position', () => {
    const move = routes.moveItem.body;
    expect(
      move.safeParse({ id: 1, requestedLang: 'pl', target: { mainInventoryType: 0, inventoryType: 3 } }).success,
    ).toBe(true);
    expect(move.safeParse({ id: 1, requestedLang: 'pl', target: { mainInventoryType: 1, position: 19 } }).success).toBe(
      true,
    );
    for (const target of [
      { mainInventoryType: 1, position: 20 },
      { mainInventoryType: 0, inventoryType: 0 },
      { mainInventoryType: 0, position: 2 },
      {},
    ]) {
      expect(move.safeParse({ id: 1, requestedLang: 'pl', target }).success, JSON.stringify(target)).toBe(false);
    }
  });

  it('add-stat takes any of the four stats', () => {
    for (const id of [0, 1, 2, 3])
      expect(routes.addStat.body.safeParse({ id, requestedLang: 'en' }).success).toBe(true);
    expect(routes.addStat.body.safeParse({ id: 4, requestedLang: 'en' }).success).toBe(false);
  });

  it('path ids are positive whole numbers', () => {
    expect(idParamsSchema.parse({ id: '12' })).toEqual({ id: 12 });
    for (const id of ['', 'abc', '0', '-1', '1.5']) expect(idParamsSchema.safeParse({ id }).success, id).toBe(false);
    expect(routePath(routes.getShop, { id: 7 })).toBe('/shops/7');
    expect(routePath(routes.getShops)).toBe('/shops/list');
    expect(() => routePath(routes.getShop)).toThrow(/id/);
  });

  it('a battle id fits a stored row: 1 to 2^31 - 1, else refused before any database', () => {
    expect(battleIdParamsSchema.parse({ id: '2147483647' })).toEqual({ id: maxRowId });
    expect(routePath(routes.getBattle, { id: 42 })).toBe('/battles/42');
    for (const id of ['0', '-3', '2147483648', '1e20', 'x', '2.5']) {
      expect(battleIdParamsSchema.safeParse({ id }).success, id).toBe(false);
    }
  });

  it('every id fits a stored row: a larger one is refused by the contract, never by the database', () => {
    expect(idParamsSchema.safeParse({ id: '2147483648' }).success).toBe(false);
    expect(idRequestSchema.safeParse({ id: maxRowId, requestedLang: 'pl' }).success).toBe(true);
    for (const id of [maxRowId + 1, 2 ** 53 - 1]) {
      expect(idRequestSchema.safeParse({ id, requestedLang: 'pl' }).success, String(id)).toBe(false);
    }
  });
});

describe('replies and errors', () => {
  it('wrap data in the envelope, with base info, the character and isSuccess where the route has them', () => {
    const body = { data: buildCharacter(5) };
    expect(replySchema(routes.getMyCharacter).parse(body)).toEqual(body);
    expect(replySchema(routes.getMyCharacter).safeParse(buildCharacter(5)).success).toBe(false);
    const trade = replySchema(routes.buyShopItem);
    const data = { shopItems: [], inventory: [] };
    expect(trade.safeParse({ data }).success).toBe(false);
    const refused = {
      data,
      isSuccess: false,
      myCharacterBaseInfo: { baseCurrency: 0, premiumCurrency: 0, stamina: 0 },
    };
    // A purchase changes more of the character than its data shows: the reply carries the whole character.
    expect(trade.safeParse(refused).success).toBe(false);
    expect(trade.safeParse({ ...refused, myCharacter: buildCharacter(5) }).success).toBe(true);
  });

  it('carry the character after every call that changes more of it than its data shows', () => {
    const withCharacter = routeNames.filter((name) => (routes[name] as RouteDef).character);
    expect(withCharacter.sort()).toEqual(
      [
        'addStat',
        'arenaFight',
        'buyPremiumItem',
        'buyShopItem',
        'commitFight',
        'craftCosmetic',
        'equipItem',
        'forgotSkill',
        'learnSkill',
        'makeSkillActive',
        'moveItem',
        'retriveAdventure',
        'returnDoneQuest',
        'sellItem',
        'unequipItem',
      ].sort(),
    );
    // A call whose data is the character already needs no second copy.
    for (const name of withCharacter) expect(routes[name].data, name).not.toBe(characterSchema);
  });

  it('list the plumbing errors of every call', () => {
    expect(routeErrors(routes.getRankingPage)).not.toContain('unsupported-language');
    expect(routeErrors(routes.commitFight)).toEqual(
      expect.arrayContaining(['unauthenticated', 'not-enough-action-points', 'unsupported-language', 'bad-request']),
    );
    // A POST that takes no body still reads one if it is sent, and refuses what it cannot read.
    expect(routeErrors(routes.rollBattleEnemies)).toEqual(
      expect.arrayContaining(['bad-request', 'payload-too-large', 'unsupported-media-type']),
    );
    expect(routeErrors(routes.getStarterLook)).not.toContain('payload-too-large');
  });

  it('are plain zod schemas', () => {
    for (const { route } of table) expect(route.data).toBeInstanceOf(z.ZodType);
  });
});
