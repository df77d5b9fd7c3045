import { MainInventoryType } from '@rpg/contracts';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content, isEquipment } from '../src/content/index.ts';
import { ownedItemValues } from '../src/player/view.ts';
import { rerollPrice, skillLearnPrice, skillRefund } from '../src/rules/shop.ts';
import { json, startTestServer, type TestServer } from './support/app.ts';
import { databaseVariants } from './support/databases.ts';
import { emulatorHost } from './support/emulator.ts';
import { createPlayer, setCharacter, type TestPlayer } from './support/players.ts';

emulatorHost();

/**
 * Property tests against the real server: random sequences of shop, equipment, stat and skill
 * calls by one fresh player per run. After every call: a refused call (4xx, or isSuccess false)
 * changed nothing; a successful one changed exactly what it says; and the global invariants hold
 * (currencies never negative, no item duplicated or lost, one item per slot, at most 20 backpack
 * items, stat points conserved, one active skill per slot type).
 */

const { Inventory, Backpack } = MainInventoryType;
const vendorNums = content.vendors.all.map((vendor) => vendor.num);
const skillNums = content.skills.all.map((skill) => skill.num);
const STARTING_STAT_TOTAL = 5;
const NUM_RUNS = 12;

// ---- actions ----

type Lang = 'en' | 'pl' | 'xx';
type Source = 'current' | 'seen' | 'rival' | 'bogus';
type ItemSource = 'backpack' | 'equipped' | 'any' | 'rival' | 'bogus';
type Target = { mainInventoryType: number; inventoryType?: number; position?: number };
type Action =
  | { kind: 'view'; vendor: number }
  | { kind: 'buy'; vendor: number; source: Source; pick: number; lang: Lang }
  | { kind: 'sell'; vendor: number; source: ItemSource; pick: number; lang: Lang }
  | { kind: 'equip' | 'unequip'; source: ItemSource; pick: number; lang: Lang }
  | { kind: 'move'; source: ItemSource; pick: number; target: Target; lang: Lang }
  | { kind: 'addStat'; stat: unknown; lang: Lang }
  | { kind: 'roll'; vendor: number; lang: Lang }
  | { kind: 'learn' | 'forgot' | 'activate'; skill: number; pick: number; lang: Lang };

const langArb: fc.Arbitrary<Lang> = fc.oneof(
  { weight: 10, arbitrary: fc.constant<Lang>('en') },
  { weight: 2, arbitrary: fc.constant<Lang>('pl') },
  { weight: 1, arbitrary: fc.constant<Lang>('xx') },
);
const vendorArb = fc.oneof(
  { weight: 10, arbitrary: fc.constantFrom(...vendorNums) },
  { weight: 1, arbitrary: fc.constantFrom(0, Math.max(...vendorNums) + 1, 999) },
);
const pickArb = fc.nat({ max: 1000 });
const itemSourceArb = fc.constantFrom<ItemSource>('backpack', 'backpack', 'equipped', 'any', 'rival', 'bogus');
const targetArb: fc.Arbitrary<Target> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ mainInventoryType: fc.constant(Inventory), inventoryType: fc.integer({ min: 1, max: 4 }) }),
  },
  {
    weight: 4,
    arbitrary: fc.record({ mainInventoryType: fc.constant(Backpack), position: fc.integer({ min: 0, max: 19 }) }),
  },
  {
    weight: 1,
    arbitrary: fc.oneof(
      fc.record({ mainInventoryType: fc.constant(Inventory), inventoryType: fc.constantFrom(0, 5) }),
      fc.record({ mainInventoryType: fc.constant(Backpack), position: fc.constantFrom(-1, 20) }),
      fc.record({ mainInventoryType: fc.constant(2), position: fc.constant(0) }),
    ),
  },
);
/** -1: one of the skills the player has learnt (so forgot and make-active often hit one). */
const skillArb = fc.oneof(
  { weight: 6, arbitrary: fc.constant(-1) },
  { weight: 10, arbitrary: fc.constantFrom(...skillNums) },
  { weight: 1, arbitrary: fc.constantFrom(0, Math.max(...skillNums) + 1) },
);

const actionArb: fc.Arbitrary<Action> = fc.oneof(
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('view' as const), vendor: vendorArb }) },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('buy' as const),
      vendor: vendorArb,
      source: fc.constantFrom<Source>('current', 'current', 'current', 'seen', 'rival', 'bogus'),
      pick: pickArb,
      lang: langArb,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('sell' as const),
      vendor: vendorArb,
      source: itemSourceArb,
      pick: pickArb,
      lang: langArb,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constantFrom('equip' as const, 'unequip' as const),
      source: itemSourceArb,
      pick: pickArb,
      lang: langArb,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('move' as const),
      source: itemSourceArb,
      pick: pickArb,
      target: targetArb,
      lang: langArb,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('addStat' as const),
      stat: fc.oneof(
        { weight: 8, arbitrary: fc.integer({ min: 0, max: 3 }) },
        { weight: 1, arbitrary: fc.constantFrom<unknown>(-1, 4, 1.5, 'force', null) },
      ),
      lang: langArb,
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('roll' as const), vendor: vendorArb, lang: langArb }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constantFrom('learn' as const, 'forgot' as const, 'activate' as const),
      skill: skillArb,
      pick: pickArb,
      lang: langArb,
    }),
  },
);

const scenarioArb = fc.record({
  baseCurrency: fc.constantFrom(0, 37, 100, 100_000, 100_000),
  premiumCurrency: fc.constantFrom(0, 50),
  actions: fc.array(actionArb, { minLength: 12, maxLength: 25 }),
});

type Scenario = typeof scenarioArb extends fc.Arbitrary<infer T> ? T : never;

// ---- the test ----

describe.each(databaseVariants())('property: random player actions on $name', (variant) => {
  let server: TestServer;
  /** Another player: their item and stock ids must be unreachable for the player under test. */
  let rival: { itemIds: number[]; stockIds: number[] };

  beforeAll(async () => {
    server = await startTestServer(variant, { rateLimits: { addressPerMinute: 0, accountPerMinute: 0 } });
    const other = await createPlayer(server, 'en');
    for (const vendor of vendorNums) expect((await other.get(`/shops/${vendor}`)).statusCode).toBe(200);
    const db = server.database.db;
    rival = {
      itemIds: (await db.selectFrom('items').select('id').where('character_id', '=', other.characterId).execute()).map(
        (row) => row.id,
      ),
      stockIds: (
        await db.selectFrom('vendor_stock').select('id').where('character_id', '=', other.characterId).execute()
      ).map((row) => row.id),
    };
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  const snapshot = async (player: TestPlayer) => {
    const db = server.database.db;
    const id = player.characterId;
    return {
      character: await db.selectFrom('characters').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
      items: await db
        .selectFrom('items')
        .select(['id', 'item_id', 'rarity', 'container', 'position'])
        .where('character_id', '=', id)
        .orderBy('id')
        .execute(),
      resources: await db
        .selectFrom('resources')
        .selectAll()
        .where('character_id', '=', id)
        .orderBy('item_id')
        .execute(),
      skills: await db.selectFrom('skills').selectAll().where('character_id', '=', id).orderBy('skill_id').execute(),
      stock: await db
        .selectFrom('vendor_stock')
        .select(['id', 'vendor_id', 'position', 'item_id', 'rarity', 'price', 'sold'])
        .where('character_id', '=', id)
        .orderBy('id')
        .execute(),
      unlocks: await db
        .selectFrom('outfit_unlocks')
        .select('option_id')
        .where('character_id', '=', id)
        .orderBy('option_id')
        .execute(),
    };
  };
  type Snapshot = Awaited<ReturnType<typeof snapshot>>;
  type ItemRow = Snapshot['items'][number];

  const slotOf = (row: Pick<ItemRow, 'item_id'>): number | undefined => {
    const item = content.items.findByNum(row.item_id);
    return item && isEquipment(item) ? item.slot : undefined;
  };
  const fitsPlace = (row: ItemRow, container: number, position: number) =>
    container === Backpack || slotOf(row) === position;
  const backpackCount = (state: Snapshot) => state.items.filter((row) => row.container === Backpack).length;
  const firstFree = (state: Snapshot) => {
    const taken = new Set(state.items.filter((row) => row.container === Backpack).map((row) => row.position));
    for (let position = 0; position < 20; position++) if (!taken.has(position)) return position;
    return undefined;
  };
  /** The character row without the columns every successful write touches. */
  const stable = (state: Snapshot, ...also: string[]) => {
    const copy: Record<string, unknown> = { ...state.character };
    for (const key of ['revision', 'updated_at', 'last_lang', ...also]) delete copy[key];
    return copy;
  };
  const identities = (rows: readonly ItemRow[]) => rows.map((row) => `${row.id}:${row.item_id}:${row.rarity}`).sort();

  /** What must hold after every call. */
  const checkInvariants = (state: Snapshot) => {
    const c = state.character;
    expect(c.base_currency, 'base currency').toBeGreaterThanOrEqual(0);
    expect(c.premium_currency, 'premium currency').toBeGreaterThanOrEqual(0);
    expect(c.stat_points, 'stat points').toBeGreaterThanOrEqual(0);
    const spent = c.base_force + c.base_intelligence + c.base_dexterity + c.base_endurance - 20;
    expect(c.stat_points + spent, 'stat points conserved').toBe(STARTING_STAT_TOTAL);
    expect(backpackCount(state), 'backpack size').toBeLessThanOrEqual(20);
    const places = state.items.map((row) => `${row.container}:${row.position}`);
    expect(new Set(places).size, `two items in one slot: ${places.join(',')}`).toBe(places.length);
    expect(new Set(state.items.map((row) => row.id)).size).toBe(state.items.length);
    for (const row of state.items) {
      expect(slotOf(row), `item ${row.id} is equipment`).toBeDefined();
      if (row.container === Backpack) {
        expect(row.position).toBeGreaterThanOrEqual(0);
        expect(row.position).toBeLessThan(20);
      } else {
        expect(row.container).toBe(Inventory);
        expect(fitsPlace(row, Inventory, row.position), `item ${row.id} fits slot ${row.position}`).toBe(true);
      }
    }
    for (const resource of state.resources) expect(resource.quantity).toBeGreaterThan(0);
    const activeSlots = state.skills.filter((skill) => skill.active).map((skill) => skill.slot_type);
    expect(new Set(activeSlots).size, 'one active skill per slot type').toBe(activeSlots.length);
  };

  const pickFrom = <T>(list: readonly T[], pick: number): T | undefined =>
    list.length === 0 ? undefined : list[pick % list.length];
  const bogusId = (pick: number) => [0, 999_999, 2_147_483_647, 12_345][pick % 4] as number;
  const chooseItem = (state: Snapshot, source: ItemSource, pick: number): number => {
    const byContainer = (container?: number) =>
      state.items.filter((row) => container === undefined || row.container === container).map((row) => row.id);
    const chosen =
      source === 'backpack'
        ? pickFrom(byContainer(Backpack), pick)
        : source === 'equipped'
          ? pickFrom(byContainer(Inventory), pick)
          : source === 'any'
            ? pickFrom(byContainer(), pick)
            : source === 'rival'
              ? pickFrom(rival.itemIds, pick)
              : undefined;
    return chosen ?? bogusId(pick);
  };

  type Outcome = 'success' | 'refused' | 'unknown';
  type Step = {
    describe: string;
    send: () => Promise<LightMyRequestResponse>;
    /** The outcome the rules predict from the state before. */
    predict: (before: Snapshot) => Outcome;
    /** Checks a successful call's change. */
    changed: (before: Snapshot, after: Snapshot, body: Record<string, unknown>) => void;
  };

  const runScenario = async (scenario: Scenario) => {
    const player = await createPlayer(server, 'en');
    await setCharacter(server, player, {
      base_currency: scenario.baseCurrency,
      premium_currency: scenario.premiumCurrency,
    });
    const trace: string[] = [];
    const seenStock = new Set<number>();
    let state = await snapshot(player);
    checkInvariants(state);

    const run = async (step: Step) => {
      const before = state;
      const predicted = step.predict(before);
      const response = await step.send();
      const after = await snapshot(player);
      state = after;
      const body = response.body ? (json<Record<string, unknown>>(response) ?? {}) : {};
      const success = response.statusCode === 200 && body.isSuccess !== false;
      trace.push(`${step.describe} -> ${response.statusCode}${body.isSuccess === false ? ' isSuccess:false' : ''}`);
      const context = `\n${trace.join('\n')}\n${response.body.slice(0, 300)}`;
      expect(response.statusCode, `server error${context}`).toBeLessThan(500);
      if (predicted !== 'unknown') expect(success ? 'success' : 'refused', `outcome${context}`).toBe(predicted);
      if (!success) {
        expect(response.statusCode === 200 || (response.statusCode >= 400 && response.statusCode < 500)).toBe(true);
        expect(after, `a refused call changed something${context}`).toEqual(before);
      } else {
        try {
          step.changed(before, after, body);
        } catch (error) {
          throw new Error(`${(error as Error).message}${context}`);
        }
      }
      try {
        checkInvariants(after);
      } catch (error) {
        throw new Error(`${(error as Error).message}${context}`);
      }
      return { response, body, success };
    };

    const onlyStockChanged = (before: Snapshot, after: Snapshot) => {
      expect(stable(after)).toEqual(stable(before));
      expect(after.items).toEqual(before.items);
      expect(after.resources).toEqual(before.resources);
      expect(after.skills).toEqual(before.skills);
    };

    const view = async (vendor: number) => {
      const { body, success } = await run({
        describe: `GET /shops/${vendor}`,
        send: () => player.get(`/shops/${vendor}`),
        predict: () => (vendorNums.includes(vendor) ? 'success' : 'refused'),
        changed: (before, after) => {
          onlyStockChanged(before, after);
          expect(after.character.last_lang).toBe(before.character.last_lang);
        },
      });
      const items = success ? ((body.data as { vendorItems?: { id: number }[] }).vendorItems ?? []) : [];
      for (const item of items) seenStock.add(item.id);
      return items.map((item) => item.id);
    };

    for (const action of scenario.actions) {
      const langOk = action.kind === 'view' || action.lang !== 'xx';
      switch (action.kind) {
        case 'view':
          await view(action.vendor);
          break;
        case 'buy': {
          const current = action.source === 'current' ? await view(action.vendor) : [];
          const id =
            (action.source === 'current'
              ? pickFrom(current, action.pick)
              : action.source === 'seen'
                ? pickFrom([...seenStock], action.pick)
                : action.source === 'rival'
                  ? pickFrom(rival.stockIds, action.pick)
                  : undefined) ?? bogusId(action.pick);
          await run({
            describe: `POST /shops/buy id=${id} (${action.source}) lang=${action.lang}`,
            send: () => player.post('/shops/buy', { id, requestedLang: action.lang }),
            predict: (before) => {
              const entry = before.stock.find((row) => row.id === id);
              if (!langOk || !entry || entry.sold || before.character.base_currency < entry.price) return 'refused';
              const item = content.items.findByNum(entry.item_id);
              if (item && isEquipment(item) && backpackCount(before) >= 20) return 'refused';
              return 'success';
            },
            changed: (before, after) => {
              const entry = before.stock.find((row) => row.id === id);
              if (!entry) throw new Error(`bought stock id ${id} that is not the player's`);
              expect(after.character.base_currency).toBe(before.character.base_currency - entry.price);
              expect(stable(after, 'base_currency')).toEqual(stable(before, 'base_currency'));
              expect(after.stock).toEqual(before.stock.map((row) => (row.id === id ? { ...row, sold: true } : row)));
              expect(after.skills).toEqual(before.skills);
              const item = content.items.findByNum(entry.item_id);
              if (item && isEquipment(item)) {
                expect(after.resources).toEqual(before.resources);
                const old = new Set(before.items.map((row) => row.id));
                expect(after.items.filter((row) => old.has(row.id))).toEqual(before.items);
                const added = after.items.filter((row) => !old.has(row.id));
                expect(added).toHaveLength(1);
                expect(added[0]).toMatchObject({
                  item_id: entry.item_id,
                  rarity: entry.rarity,
                  container: Backpack,
                  position: firstFree(before),
                });
              } else {
                expect(after.items).toEqual(before.items);
                const had = before.resources.find((row) => row.item_id === entry.item_id)?.quantity ?? 0;
                expect(after.resources.find((row) => row.item_id === entry.item_id)?.quantity).toBe(had + 1);
                expect(after.resources.filter((row) => row.item_id !== entry.item_id)).toEqual(
                  before.resources.filter((row) => row.item_id !== entry.item_id),
                );
              }
            },
          });
          break;
        }
        case 'sell': {
          const id = chooseItem(state, action.source, action.pick);
          await run({
            describe: `POST /shops/sell item=${id} (${action.source}) vendor=${action.vendor} lang=${action.lang}`,
            send: () =>
              player.post('/shops/sell', {
                inventoryToSellId: id,
                gameNpcId: action.vendor,
                requestedLang: action.lang,
              }),
            predict: (before) => {
              const row = before.items.find((candidate) => candidate.id === id);
              return langOk && vendorNums.includes(action.vendor) && row?.container === Backpack
                ? 'success'
                : 'refused';
            },
            changed: (before, after) => {
              const sold = before.items.find((row) => row.id === id);
              if (!sold) throw new Error(`sold item ${id} that is not the player's`);
              expect(after.items).toEqual(before.items.filter((row) => row.id !== id));
              expect(after.character.base_currency).toBe(
                before.character.base_currency + ownedItemValues(sold).sellValue,
              );
              expect(stable(after, 'base_currency')).toEqual(stable(before, 'base_currency'));
              expect(after.resources).toEqual(before.resources);
              expect(after.skills).toEqual(before.skills);
              // The vendor's stock is drawn if it was never viewed, never changed otherwise.
              const untouched = after.stock.filter((row) => before.stock.some((old) => old.id === row.id));
              expect(untouched).toEqual(before.stock);
            },
          });
          break;
        }
        case 'equip':
        case 'unequip':
        case 'move': {
          const id = chooseItem(state, action.source, action.pick);
          const path = `/my-character/equipment/${action.kind}`;
          const target: Target = action.kind === 'move' ? action.target : { mainInventoryType: -1 };
          const body =
            action.kind === 'move'
              ? { id, target: action.target, requestedLang: action.lang }
              : { id, requestedLang: action.lang };
          await run({
            describe: `POST ${path} ${JSON.stringify(body)} (${action.source})`,
            send: () => player.post(path, body),
            predict: (before) => {
              const row = before.items.find((candidate) => candidate.id === id);
              if (!langOk || !row) return 'refused';
              if (action.kind === 'equip') return row.container === Backpack ? 'success' : 'refused';
              if (action.kind === 'unequip') {
                return row.container === Inventory && backpackCount(before) < 20 ? 'success' : 'refused';
              }
              const { mainInventoryType: container, inventoryType, position } = target;
              const place = container === Inventory ? inventoryType : position;
              const validTarget =
                (container === Inventory && place !== undefined && place >= 1 && place <= 4) ||
                (container === Backpack && place !== undefined && place >= 0 && place <= 19);
              if (!validTarget || place === undefined) return 'refused';
              if (!fitsPlace(row, container, place)) return 'refused';
              const occupant = before.items.find((item) => item.container === container && item.position === place);
              if (occupant && occupant.id !== row.id && !fitsPlace(occupant, row.container, row.position)) {
                return 'refused';
              }
              return 'success';
            },
            changed: (before, after) => {
              expect(identities(after.items), 'equipment calls keep the same items').toEqual(identities(before.items));
              expect(after.character.base_currency).toBe(before.character.base_currency);
              expect(after.character.premium_currency).toBe(before.character.premium_currency);
              expect(after.resources).toEqual(before.resources);
              expect(after.skills).toEqual(before.skills);
              expect(after.stock).toEqual(before.stock);
              const was = before.items.find((row) => row.id === id);
              const now = after.items.find((row) => row.id === id);
              if (!was || !now) throw new Error(`moved item ${id} that is not the player's`);
              const expected =
                action.kind === 'equip'
                  ? { container: Inventory, position: slotOf(was) }
                  : action.kind === 'unequip'
                    ? { container: Backpack, position: firstFree(before) }
                    : {
                        container: target.mainInventoryType,
                        position: target.mainInventoryType === Inventory ? target.inventoryType : target.position,
                      };
              expect({ container: now.container, position: now.position }).toEqual(expected);
              // Only the moved item and the one it displaced change place; the displaced one takes its old place.
              const moved = after.items.filter((row) => {
                const old = before.items.find((candidate) => candidate.id === row.id);
                return old && (old.container !== row.container || old.position !== row.position);
              });
              for (const row of moved) {
                if (row.id === id) continue;
                expect({ container: row.container, position: row.position }).toEqual({
                  container: was.container,
                  position: was.position,
                });
              }
              expect(moved.length).toBeLessThanOrEqual(2);
            },
          });
          break;
        }
        case 'addStat': {
          const columns = ['base_force', 'base_intelligence', 'base_dexterity', 'base_endurance'] as const;
          await run({
            describe: `POST /my-character/add-stat id=${JSON.stringify(action.stat)} lang=${action.lang}`,
            send: () => player.post('/my-character/add-stat', { id: action.stat, requestedLang: action.lang }),
            predict: (before) =>
              langOk && [0, 1, 2, 3].includes(action.stat as number) && before.character.stat_points > 0
                ? 'success'
                : 'refused',
            changed: (before, after) => {
              const column = columns[action.stat as number];
              if (!column) throw new Error(`add-stat accepted stat ${JSON.stringify(action.stat)}`);
              expect(after.character.stat_points).toBe(before.character.stat_points - 1);
              expect(after.character[column]).toBe(before.character[column] + 1);
              const ignore = ['stat_points', column, 'current_health', 'health_updated_at'];
              expect(stable(after, ...ignore)).toEqual(stable(before, ...ignore));
              expect(after.items).toEqual(before.items);
              expect(after.resources).toEqual(before.resources);
              expect(after.skills).toEqual(before.skills);
            },
          });
          break;
        }
        case 'roll': {
          const vendor = content.vendors.findByNum(action.vendor);
          await run({
            describe: `POST /shops/roll id=${action.vendor} lang=${action.lang}`,
            send: () => player.post('/shops/roll', { id: action.vendor, requestedLang: action.lang }),
            predict: (before) => {
              if (!langOk || !vendor) return 'refused';
              if (vendor.itemCategories.length === 0) return 'success';
              return before.character.base_currency >= rerollPrice(before.character.level) ? 'success' : 'refused';
            },
            changed: (before, after, body) => {
              if (!vendor) throw new Error(`rolled unknown vendor ${action.vendor}`);
              const price = vendor.itemCategories.length === 0 ? 0 : rerollPrice(before.character.level);
              expect(after.character.base_currency).toBe(before.character.base_currency - price);
              expect(stable(after, 'base_currency')).toEqual(stable(before, 'base_currency'));
              expect(after.items).toEqual(before.items);
              expect(after.resources).toEqual(before.resources);
              expect(after.skills).toEqual(before.skills);
              const others = (state: Snapshot) => state.stock.filter((row) => row.vendor_id !== vendor.num);
              expect(others(after)).toEqual(others(before));
              const fresh = after.stock.filter((row) => row.vendor_id === vendor.num);
              if (vendor.itemCategories.length > 0) {
                expect(fresh).toHaveLength(6);
                expect(fresh.every((row) => !row.sold && !before.stock.some((old) => old.id === row.id))).toBe(true);
              }
              for (const item of (body.data as { vendorItems: { id: number }[] }).vendorItems) seenStock.add(item.id);
            },
          });
          break;
        }
        case 'learn':
        case 'forgot':
        case 'activate': {
          const path = { learn: '/shops/learn-skill', forgot: '/skills/forgot', activate: '/skills/make-active' }[
            action.kind
          ];
          const skillId =
            action.skill === -1
              ? (pickFrom(
                  state.skills.map((row) => row.skill_id),
                  action.pick,
                ) ?? 0)
              : action.skill;
          const skill = content.skills.findByNum(skillId);
          const taught = skill && content.vendors.all.some((vendor) => vendor.skillIds.includes(skill.id));
          await run({
            describe: `POST ${path} id=${skillId} lang=${action.lang}`,
            send: () => player.post(path, { id: skillId, requestedLang: action.lang }),
            predict: (before) => {
              const learnt = before.skills.find((row) => row.skill_id === skillId);
              if (!langOk || !skill) return 'refused';
              if (action.kind === 'learn') {
                return taught && !learnt && before.character.base_currency >= skillLearnPrice(skill)
                  ? 'success'
                  : 'refused';
              }
              if (action.kind === 'forgot') return learnt && !learnt.active ? 'success' : 'refused';
              return learnt ? 'success' : 'refused';
            },
            changed: (before, after) => {
              if (!skill) throw new Error(`accepted unknown skill ${skillId}`);
              expect(after.items).toEqual(before.items);
              expect(after.resources).toEqual(before.resources);
              expect(stable(after, 'base_currency')).toEqual(stable(before, 'base_currency'));
              const others = (state: Snapshot) => state.skills.filter((row) => row.skill_id !== skill.num);
              const mine = after.skills.find((row) => row.skill_id === skill.num);
              if (action.kind === 'learn') {
                expect(after.character.base_currency).toBe(before.character.base_currency - skillLearnPrice(skill));
                expect(others(after)).toEqual(others(before));
                expect(mine).toMatchObject({ slot_type: skill.slot, active: false });
              } else if (action.kind === 'forgot') {
                expect(after.character.base_currency).toBe(before.character.base_currency + skillRefund(skill));
                expect(others(after)).toEqual(others(before));
                expect(mine).toBeUndefined();
                expect(after.stock).toEqual(before.stock);
              } else {
                expect(after.character.base_currency).toBe(before.character.base_currency);
                expect(after.skills.map((row) => row.skill_id)).toEqual(before.skills.map((row) => row.skill_id));
                expect(mine?.active).toBe(true);
                for (const row of after.skills) {
                  if (row.slot_type !== skill.slot) {
                    expect(row).toEqual(before.skills.find((old) => old.skill_id === row.skill_id));
                  }
                }
                expect(after.stock).toEqual(before.stock);
              }
            },
          });
          break;
        }
      }
    }

    // The API's own view agrees with the database at the end of the run.
    const sheet = await player.get('/my-character?lang=en');
    expect(sheet.statusCode, sheet.body).toBe(200);
    const character = json<{
      data: { baseCurrency: number; premiumCurrency: number; inventoryGameItems: { isEmpty: boolean }[] };
    }>(sheet).data;
    expect(character.baseCurrency).toBe(state.character.base_currency);
    expect(character.premiumCurrency).toBe(state.character.premium_currency);
    expect(character.inventoryGameItems.filter((item) => !item.isEmpty)).toHaveLength(state.items.length);
  };

  it('keeps currencies, items, stat points and skills consistent through random action sequences', async () => {
    await fc.assert(fc.asyncProperty(scenarioArb, runScenario), { numRuns: NUM_RUNS });
  }, 600_000);
});
