import {
  outfitChangeSchema,
  publicCharacterSchema,
  type RouteName,
  replySchema,
  routeNames,
  routes,
  storedBattleSchema,
} from '@rpg/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content } from '../src/content/index.ts';
import { json, startTestServer, type TestServer } from './support/app.ts';
import { databaseVariants } from './support/databases.ts';
import { emulatorHost, signUp, type TestUser } from './support/emulator.ts';
import { createPlayer, setCharacter, type TestPlayer } from './support/players.ts';
import {
  describeRequest,
  type IdField,
  idFields,
  type RouteRequest,
  refusalProblem,
  requestOf,
  sampleValid,
  sendRequest,
  withIds,
} from './support/route-inputs.ts';
import { createSeasonedPlayer } from './support/seasoned-player.ts';
import { tableRows } from './support/tables.ts';

emulatorHost();

/**
 * Authorisation, generated from the route table: player A owns a row in every table; player B (a
 * character of its own, no currencies or action points) and C (an account with no character yet) call
 * every route that takes an id with A's real ids, each id field in turn. Every id field of the table
 * must have a source of A's ids below, so a new route with an id fails here until someone decides
 * what another player may do with it. A's rows stay byte-identical throughout.
 */

type Players = { server: TestServer; a: TestPlayer; b: TestPlayer };

/** Where A's ids of one kind come from (read from the database, so they are real). */
type IdSource = { of: string; ids: (players: Players) => Promise<number[]> };

/**
 * What B's call with A's id must do:
 * - refused: a 4xx in the catalogue's shape, and no row of any table changes;
 * - public: a 200 read (the spec makes the thing public), and no row of any table changes;
 * - world: the id names world content, the same for every player (a vendor, a stat...): B acts on its
 *   own rows only, so no row of anyone else changes (B, poor and tired, is mostly refused anyway).
 * C has no character, so every call of C's is refused.
 */
type Expectation =
  | { kind: 'refused'; why: string }
  | { kind: 'public'; why: string; check: (response: LightMyRequestResponse) => void }
  | { kind: 'world'; why: string };

const ownedIds =
  (table: string, column: string): IdSource['ids'] =>
  async ({ server, a }) => {
    const { rows } = await sql<{ id: number }>`
      select distinct ${sql.ref(column)} as id from ${sql.table(table)}
      where character_id = ${a.characterId} and ${sql.ref(column)} is not null order by 1`.execute(server.database.db);
    return rows.map((row) => Number(row.id));
  };

const characterIds =
  (read: (row: Record<string, unknown>) => unknown): IdSource['ids'] =>
  async ({ server, a }) => {
    const row = await server.database.db
      .selectFrom('characters')
      .selectAll()
      .where('id', '=', a.characterId)
      .executeTakeFirstOrThrow();
    return [read(row)].flat().map(Number).filter(Number.isInteger);
  };

const sources = {
  items: { of: "A's items, equipped and in the backpack", ids: ownedIds('items', 'id') },
  stock: { of: "A's vendor stock entries", ids: ownedIds('vendor_stock', 'id') },
  quests: { of: "A's quests, accepted and offered", ids: ownedIds('quests', 'id') },
  battles: { of: "A's stored fights, monster and arena", ids: ownedIds('battles', 'id') },
  character: { of: "A's character", ids: async ({ a }) => [a.characterId] },
  opponents: { of: "the opponents on A's arena list", ids: characterIds((row) => row.arena_offer) },
  learntByAOnly: {
    of: 'the skills A has learnt and B has not',
    ids: async (players) => {
      const mine = await ownedIds('skills', 'skill_id')({ ...players, a: players.b });
      return (await ownedIds('skills', 'skill_id')(players)).filter((id) => !mine.includes(id));
    },
  },
  learnt: { of: "A's learnt skills", ids: ownedIds('skills', 'skill_id') },
  unlocked: { of: 'the outfit options A has unlocked', ids: ownedIds('outfit_unlocks', 'option_id') },
  vendors: { of: 'the vendors A has stock at', ids: ownedIds('vendor_stock', 'vendor_id') },
  recipes: {
    of: 'the outfit recipes (A has crafted none: any)',
    ids: async () => content.recipes.all.map((r) => r.num),
  },
  premiumItems: { of: 'the premium items A bought', ids: ownedIds('premium_purchases', 'item_id') },
  adventure: { of: "A's running adventure", ids: characterIds((row) => row.adventure_id) },
  location: { of: "A's current location", ids: characterIds((row) => row.location_id) },
  monsters: { of: "the monsters on A's list", ids: characterIds((row) => row.monster_offer) },
  stats: { of: 'the four stats', ids: async () => [0, 1, 2, 3] },
  pouch: { of: "the kinds of item in A's pouch (resources, consumables)", ids: ownedIds('resources', 'item_id') },
} satisfies Record<string, IdSource>;

const refused = (why: string): Expectation => ({ kind: 'refused', why });
const world = (why: string): Expectation => ({ kind: 'world', why });

type IdUse = { source: IdSource; expect: Expectation };

/** Every id field of the route table (`<route> <part>.<path>`), where A's ids for it come from and what B may do. */
const idUses: Record<string, IdUse> = {
  ...Object.fromEntries(
    Object.keys(outfitChangeSchema.shape).flatMap((field): [string, IdUse][] => [
      [
        `createMyCharacter body.look.${field}`,
        {
          source: sources.unlocked,
          expect: refused(
            "a new character starts in free options only (409 outfit-option-locked): A's unlocks are A's",
          ),
        },
      ],
      [
        `changeOutfit body.${field}`,
        {
          source: sources.unlocked,
          expect: refused('only options the caller unlocked may be worn (409 outfit-option-locked)'),
        },
      ],
    ]),
  ),
  'addStat body.id': {
    source: sources.stats,
    expect: world('a stat is one of four, the same for every player: B can only raise its own'),
  },
  'equipItem body.id': { source: sources.items, expect: refused("equipment calls move the caller's own items only") },
  'unequipItem body.id': { source: sources.items, expect: refused("equipment calls move the caller's own items only") },
  'moveItem body.id': { source: sources.items, expect: refused("equipment calls move the caller's own items only") },
  'getCharacterById body.id': {
    source: sources.character,
    expect: {
      kind: 'public',
      why: "the ranking links every player's public view (summary and design of the route): a read, public fields only",
      check: (response) => {
        const body = replySchema(routes.getCharacterById).strict().parse(json(response)) as { data: unknown };
        publicCharacterSchema.strict().parse(body.data);
      },
    },
  },
  'makeSkillActive body.id': {
    source: sources.learntByAOnly,
    expect: refused("only the caller's learnt skills can be made active (409 skill-not-learnt)"),
  },
  'forgotSkill body.id': {
    source: sources.learntByAOnly,
    expect: refused("only the caller's learnt skills can be forgotten (409 skill-not-learnt)"),
  },
  'useConsumable body.id': {
    source: sources.pouch,
    expect: world("a consumable's id names a kind of item, world content: B uses its own (it has none: 409)"),
  },
  'getShop params.id': {
    source: sources.vendors,
    expect: world("a vendor is world content: B reads its own stock at the vendor, never A's"),
  },
  'buyShopItem body.id': {
    source: sources.stock,
    expect: refused("a stock entry is one player's: another's is not found in the caller's stock"),
  },
  'sellItem body.inventoryToSellId': {
    source: sources.items,
    expect: refused("only the caller's own backpack items can be sold"),
  },
  'sellItem body.gameNpcId': {
    source: sources.vendors,
    expect: world("a vendor is world content; the item sold (A's, in the other field) is refused"),
  },
  'rollShop body.id': {
    source: sources.vendors,
    expect: world('a vendor is world content: B rerolls its own stock, paying itself (B has nothing: 409)'),
  },
  'craftCosmetic body.id': {
    source: sources.recipes,
    expect: world('a recipe is world content: B crafts from its own resources (it has none: 409)'),
  },
  'learnSkill body.id': {
    source: sources.learnt,
    expect: world('a skill is world content: B learns it for itself, paying itself (B has nothing: 409)'),
  },
  'previewCosmeticItem body.id': {
    source: sources.recipes,
    expect: world("a recipe is world content: the preview is B's own outfit, nothing stored"),
  },
  'buyPremiumItem body.id': {
    source: sources.premiumItems,
    expect: world('a premium item is world content: B buys for itself (no premium currency: isSuccess false)'),
  },
  'previewPremiumItem body.id': {
    source: sources.premiumItems,
    expect: world("a premium item is world content: the preview is B's own outfit, nothing stored"),
  },
  'acceptAdventure body.id': {
    source: sources.adventure,
    expect: world('an adventure is world content: B would start its own (B has no action points: 409)'),
  },
  'changeLocation body.id': {
    source: sources.location,
    expect: world('a location is world content: B would travel itself (B has no action points: 409)'),
  },
  'commitFight body.id': {
    source: sources.monsters,
    expect: refused(
      "a monster is fought from the caller's own list, never another's (B cannot pay for its own either)",
    ),
  },
  'arenaFight body.id': {
    source: sources.opponents,
    expect: refused("an opponent must be on the caller's own arena list; B has drawn none, so A's must not serve"),
  },
  'getBattle params.id': {
    source: sources.battles,
    expect: {
      kind: 'public',
      why: 'a stored fight is public to anyone signed in (a replay is shared as a link, design of the route): a read, rewards only for the attacker',
      check: (response) => {
        const body = replySchema(routes.getBattle).strict().parse(json(response)) as { data: unknown };
        const battle = storedBattleSchema.strict().parse(body.data);
        expect(battle.isMine).toBe(false);
        expect(battle.battleMonsterRewards).toBeNull();
        expect(battle.arenaRewards).toBeNull();
      },
    },
  },
  'acceptQuest body.id': { source: sources.quests, expect: refused("a quest is on one player's board only (404)") },
  'cancelQuest body.id': { source: sources.quests, expect: refused("a quest is on one player's board only (404)") },
  'returnDoneQuest body.id': { source: sources.quests, expect: refused("a quest is on one player's board only (404)") },
};

const fieldName = (name: RouteName, field: IdField) => `${name} ${field.key}`;

const useOf = (name: RouteName, field: IdField): IdUse => {
  const use = idUses[fieldName(name, field)];
  if (!use) throw new Error(`No source of A's ids for ${fieldName(name, field)}: add it to idUses`);
  return use;
};

const idRoutes = routeNames.filter((name) => idFields(name).length > 0);

/** A few of A's ids: the first, a middle one and the last (a source can hold dozens). */
const someOf = (ids: readonly number[]) =>
  [...new Set([ids[0], ids[Math.floor(ids.length / 2)], ids.at(-1)])].filter((id) => id !== undefined);

describe.each(databaseVariants())(
  "player B calls every route that takes an id with player A's ids, on $name",
  (variant) => {
    let players: Players;
    let c: TestUser;
    let aRowsAtStart: unknown;
    /** Every character but B: B's calls with world ids may change B's rows, nobody else's. */
    let allButB: number[];
    /** A's ids by source, read once (A's rows never change: the last check of each test proves it). */
    const idsOf = new Map<IdSource, Promise<number[]>>();
    const aIds = (source: IdSource) => {
      const ids = idsOf.get(source) ?? source.ids(players);
      idsOf.set(source, ids);
      return ids;
    };
    const clock = new Date('2026-05-04T12:00:00.000Z');
    beforeAll(async () => {
      const server = await startTestServer(variant, {
        now: () => clock,
        rateLimits: { addressPerMinute: 0, accountPerMinute: 0 },
      });
      await createPlayer(server); // an arena opponent
      // B has its own stock at every vendor (so viewing a vendor is a read), its own quest board and monster
      // list (so A's ids are refused for being A's, not for B having none), nothing to spend and no stat points.
      const b = await createPlayer(server);
      const { vendors } = json<{ data: { vendors: { id: number }[] } }>(await b.get('/shops/list?lang=pl')).data;
      for (const vendor of vendors) expect((await b.get(`/shops/${vendor.id}?lang=pl`)).statusCode).toBe(200);
      expect((await b.get('/quests?lang=pl')).statusCode).toBe(200);
      expect((await b.get('/battle/enemies?lang=pl')).statusCode).toBe(200);
      const a = await createSeasonedPlayer(server, clock);
      await setCharacter(server, b, {
        base_currency: 0,
        premium_currency: 0,
        action_points: 0,
        action_points_updated_at: clock,
        stat_points: 0,
      });
      c = await signUp();
      players = { server, a, b };
      aRowsAtStart = await tableRows(server.database, [a.characterId]);
      allButB = (await server.database.db.selectFrom('characters').select('id').execute())
        .map((row) => row.id)
        .filter((id) => id !== b.characterId);
    }, 60_000);
    afterAll(async () => {
      await players?.server.close();
    });

    it("knows where A's ids come from for every id field of the route table, and names no field that is gone", () => {
      const fields = idRoutes.flatMap((name) => idFields(name).map((field) => fieldName(name, field)));
      expect(
        fields.filter((field) => !(field in idUses)),
        "id fields with no source of A's ids: add each to idUses, with what another player may do with it",
      ).toEqual([]);
      expect(Object.keys(idUses).filter((field) => !fields.includes(field))).toEqual([]);
    });

    /** The call of `name` with `id` in `field`; the other id fields left out, or A's first id where required. */
    const requestWith = async (name: RouteName, field: IdField, id: number): Promise<RouteRequest> => {
      const ids = new Map<IdField, number | undefined>();
      for (const other of idFields(name)) {
        if (other.key === field.key) ids.set(other, id);
        else if (other.schema.safeParse(undefined).success) ids.set(other, undefined);
        else ids.set(other, (await aIds(useOf(name, other).source))[0]);
      }
      return requestOf(name, withIds(sampleValid(name), ids), { why: [`${field.key} = ${id}`] });
    };

    it.each(idRoutes)("%s: B and C call it with each of A's ids", async (name) => {
      const { server, a, b } = players;
      for (const field of idFields(name)) {
        const use = useOf(name, field);
        const ids = someOf(await aIds(use.source));
        expect(ids.length, `A has no ${use.source.of}: the set-up must give A some`).toBeGreaterThan(0);
        for (const id of ids) {
          const request = await requestWith(name, field, id);
          for (const caller of [
            { name: 'B', token: b.idToken, expect: use.expect },
            { name: 'C', token: c.idToken, expect: refused('C has no character: every game call needs one') },
          ]) {
            const { expect: expectation } = caller;
            const others = expectation.kind === 'world' ? allButB : undefined;
            const before = await tableRows(server.database, others);
            const response = await sendRequest(server, request, `Bearer ${caller.token}`);
            const context = `${caller.name} with ${use.source.of} (${expectation.why}): ${describeRequest(request)}\n  -> ${response.statusCode} ${response.body.slice(0, 300)}`;
            if (expectation.kind === 'refused') expect(refusalProblem(request, response), context).toBeUndefined();
            else if (expectation.kind === 'public') {
              expect(response.statusCode, context).toBe(200);
              expectation.check(response);
            } else {
              expect(response.statusCode, context).toBeLessThan(500);
              if (response.statusCode >= 400) expect(refusalProblem(request, response), context).toBeUndefined();
            }
            expect(await tableRows(server.database, others), `rows changed: ${context}`).toEqual(before);
          }
        }
      }
      expect(await tableRows(server.database, [a.characterId])).toEqual(aRowsAtStart);
    });

    it("routes that take no id act on the caller only: B's calls leave A's rows as they were", async () => {
      const { server, a, b } = players;
      for (const name of routeNames.filter((route) => idFields(route).length === 0)) {
        const request = requestOf(name, sampleValid(name));
        const response = await sendRequest(server, request, `Bearer ${b.idToken}`);
        expect(response.statusCode, `${describeRequest(request)} -> ${response.body.slice(0, 300)}`).toBeLessThan(500);
      }
      expect(await tableRows(server.database, [a.characterId])).toEqual(aRowsAtStart);
    });
  },
);
