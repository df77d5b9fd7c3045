import { randomInt } from 'node:crypto';
import { cpSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import {
  type BaseInfo,
  enumValues,
  type InventoryGameItem,
  InventorySlotType,
  type Language,
  MainInventoryType,
  type Quest,
  type RouteBody,
  type RouteData,
  type RouteDef,
  type RouteName,
  replySchema,
  routePath,
  routes,
  type ShopItem,
  Stat,
} from '@rpg/contracts';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { lockDataDir } from '../src/db/data-dir-lock.ts';
import { openDatabase } from '../src/db/database.ts';
import { type Database, questStatus } from '../src/db/types.ts';
import { gainExperience } from '../src/rules/character.ts';
import { rules } from '../src/rules/config.ts';
import { rerollPrice } from '../src/rules/shop.ts';
import { bearer, emulatorHost, signUp } from './support/emulator.ts';
import {
  freePort,
  killServers,
  type Running,
  removeTempDirs,
  startServer,
  tempDir,
  waitUntilReady,
} from './support/process.ts';

/**
 * Crash durability (issue 15): the server process is killed with SIGKILL in the middle of a mixed
 * write load over HTTP, restarted on the same data, and the data is checked against what the load
 * was told. Each player runs two lanes at once:
 * - an economy lane, one request at a time, driven by a model of the player's state (gold, action
 *   points, level, items and their places, the vendors' stock, the quest board, the fights): buy, sell,
 *   equip, move, fight, accept and cancel a quest, reroll a vendor. Each reply is checked against the
 *   model, so the model after the last acknowledged request is what the database must hold;
 * - a stats lane of add-stat requests.
 * A kill leaves at most one economy request per player, and one add-stat, whose outcome is unknown.
 * The database must then equal the acknowledged state, or that state with the unknown request applied
 * whole (its stored battle, bought item, new stock... taken from the database); each stat must have
 * grown by the acknowledged points plus at most the unknown ones, with stat points conserved.
 */

emulatorHost(); // fails the file with the command to run when the emulator is missing

const playerCount = 10;
const kills = 3;
/** Acknowledged writes before each kill: a random number in this range, so kills land at different points. */
const killAfter = { min: 200, max: 350 };
/** A load that gets no acknowledged write for this long has stalled: the test fails saying so. */
const stallMs = 20_000;
const lang: Language = 'en';
/** The vendors the load buys from: weapons and armour (to the backpack), food and resources (to the pouch). */
const vendorIds = [1, 2, 3, 5];
/** The vendor the load sells to. */
const sellTo = 1;
/**
 * Set in the database before the first load, so nothing runs out. Action points at or above the
 * maximum do not regenerate, so they are exact too: only the acknowledged spending lowers them.
 * Strong stats and full health win most fights, so fights pay gold, experience, levels and loot.
 */
const funds = {
  base_currency: 1_000_000,
  action_points: 1_000_000,
  stat_points: 100_000,
  base_force: 60,
  base_intelligence: 30,
  base_dexterity: 20,
  base_endurance: 60,
  current_health: 1_000_000, // read as the maximum
};
const { Backpack, Inventory } = MainInventoryType;

afterEach(killServers);
afterAll(removeTempDirs);

// ---- the HTTP client ----

/** A request answered with an error status: the load is planned so that it never gets one. */
class Refused extends Error {
  override name = 'Refused';
}
/** A request that got no (whole) answer: the server died with it in flight, so whether it happened is unknown. */
class Unanswered extends Error {
  override name = 'Unanswered';
}

type Reply<N extends RouteName> = { data: RouteData<N>; myCharacterBaseInfo?: BaseInfo; isSuccess?: boolean };
type Player = { uid: string; token: string; name: string };

/** One call of the route table over real HTTP, its reply checked against the contract. */
const call = async <N extends RouteName>(
  base: string,
  player: Player,
  name: N,
  input: { params?: Record<string, number>; query?: Record<string, string>; body?: RouteBody<N> } = {},
): Promise<Reply<N>> => {
  const route: RouteDef = routes[name];
  const search = input.query ? `?${new URLSearchParams(input.query)}` : '';
  let status: number;
  let text: string;
  try {
    const response = await fetch(`${base}/api${routePath(route, input.params)}${search}`, {
      method: route.method,
      headers: { ...bearer(player.token), ...(input.body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(input.body === undefined ? {} : { body: JSON.stringify(input.body) }),
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    throw new Unanswered(`${name} got no answer: ${String(error)}`, { cause: error });
  }
  if (status < 200 || status > 299) throw new Refused(`${name} answered ${status}: ${text}`);
  return replySchema(route).parse(JSON.parse(text)) as Reply<N>;
};

// ---- the model of a player's economy ----

type Item = { id: number; container: number; position: number; slot: number; sellValue: number };
type StockEntry = { id: number; vendor: number; price: number; sold: boolean; equipment: boolean };
type QuestCard = { id: number; accepted: boolean; cost: number };
/** A monster fight as replied (or, for an unknown one, as stored). */
type Fight = { battleId: number; gold: number; xp: number; itemRowId: number | null };

type Economy = {
  gold: number;
  premium: number;
  actionPoints: number;
  level: number;
  experience: number;
  items: Item[];
  stock: StockEntry[];
  quests: QuestCard[];
  /** Pouch items bought in this load (the pouch's loot comes from the stored fights). */
  pouchBought: number;
  /** The fights of this load. */
  fights: Fight[];
};

type Op =
  | { kind: 'buy'; entry: StockEntry }
  | { kind: 'sell'; item: Item }
  | { kind: 'equip'; item: Item }
  | { kind: 'move'; item: Item; position: number }
  | { kind: 'fight'; monster: number }
  | { kind: 'accept'; quest: QuestCard }
  | { kind: 'cancel'; quest: QuestCard }
  | { kind: 'roll'; vendor: number };

/** What only the reply (or, for an unknown request, the database) tells: new ids and random outcomes. */
type Facts = { item?: Item; fight?: Fight; stock?: StockEntry[]; quests?: QuestCard[] };

/** The board with the quest of an accept or cancel marked, before the board draws or drops an offer. */
const flagged = (m: Economy, op: Op & { quest: QuestCard }) =>
  m.quests.map((quest) => (quest.id === op.quest.id ? { ...quest, accepted: op.kind === 'accept' } : quest));

const freePositions = (items: readonly Item[]) =>
  Array.from({ length: rules.items.backpackSlots }, (_, position) => position).filter(
    (position) => !items.some((item) => item.container === Backpack && item.position === position),
  );

const firstFree = (items: readonly Item[]) => freePositions(items)[0] ?? -1;

const placeItem = (items: readonly Item[], id: number, container: number, position: number) =>
  items.map((item) => (item.id === id ? { ...item, container, position } : item));

/** The player's economy after `op`, applied whole. */
const apply = (m: Economy, op: Op, facts: Facts): Economy => {
  switch (op.kind) {
    case 'buy': {
      const stock = m.stock.map((entry) => (entry.id === op.entry.id ? { ...entry, sold: true } : entry));
      const gold = m.gold - op.entry.price;
      if (!op.entry.equipment) return { ...m, gold, stock, pouchBought: m.pouchBought + 1 };
      const bought = facts.item ?? { id: -1, container: Backpack, position: -1, slot: 0, sellValue: 0 };
      return {
        ...m,
        gold,
        stock,
        items: [...m.items, { ...bought, container: Backpack, position: firstFree(m.items) }],
      };
    }
    case 'sell':
      return { ...m, gold: m.gold + op.item.sellValue, items: m.items.filter((item) => item.id !== op.item.id) };
    case 'equip': {
      const occupant = m.items.find((item) => item.container === Inventory && item.position === op.item.slot);
      const items = placeItem(m.items, op.item.id, Inventory, op.item.slot);
      return { ...m, items: occupant ? placeItem(items, occupant.id, Backpack, op.item.position) : items };
    }
    case 'move':
      return { ...m, items: placeItem(m.items, op.item.id, Backpack, op.position) };
    case 'fight': {
      const fight = facts.fight ?? { battleId: -1, gold: 0, xp: 0, itemRowId: null };
      const levels = gainExperience({ level: m.level, experience: m.experience, statPoints: 0 }, fight.xp);
      const looted = fight.itemRowId === null ? [] : [facts.item ?? { id: fight.itemRowId, slot: 0, sellValue: 0 }];
      return {
        ...m,
        gold: m.gold + fight.gold,
        actionPoints: m.actionPoints - rules.actionPoints.costs.monsterFight,
        level: levels.level,
        experience: levels.experience,
        items: [...m.items, ...looted.map((item) => ({ ...item, container: Backpack, position: firstFree(m.items) }))],
        fights: [...m.fights, fight],
      };
    }
    case 'accept':
      // The board always offers 3: an accept draws a new offer, a cancel drops one; which, the reply tells.
      return {
        ...m,
        actionPoints: m.actionPoints - op.quest.cost,
        quests: facts.quests ?? flagged(m, op),
      };
    case 'cancel':
      return { ...m, quests: facts.quests ?? flagged(m, op) };
    case 'roll':
      return {
        ...m,
        gold: m.gold - rerollPrice(m.level),
        stock: [...m.stock.filter((entry) => entry.vendor !== op.vendor), ...(facts.stock ?? [])],
      };
  }
};

const pick = <T>(list: readonly T[]): T => {
  const chosen = list[randomInt(list.length)];
  if (chosen === undefined) throw new Error('pick from an empty list');
  return chosen;
};

/** The next economy request: a random one of those the model says must succeed. */
const nextOp = (m: Economy): Op => {
  const backpack = m.items.filter((item) => item.container === Backpack);
  const free = freePositions(m.items);
  const choices: [weight: number, op: () => Op][] = [];
  const buyable = m.stock.filter(
    (entry) => !entry.sold && entry.price <= m.gold && (!entry.equipment || free.length > 4),
  );
  if (buyable.length > 0) choices.push([4, () => ({ kind: 'buy', entry: pick(buyable) })]);
  if (backpack.length > 3) choices.push([backpack.length > 12 ? 6 : 2, () => ({ kind: 'sell', item: pick(backpack) })]);
  if (backpack.length > 0) {
    choices.push([1, () => ({ kind: 'equip', item: pick(backpack) })]);
    if (free.length > 0) choices.push([1, () => ({ kind: 'move', item: pick(backpack), position: pick(free) })]);
  }
  choices.push([2, () => ({ kind: 'fight', monster: 0 })]); // the monster is drawn from the offer when sent
  const offered = m.quests.filter((quest) => !quest.accepted);
  const accepted = m.quests.filter((quest) => quest.accepted);
  if (offered.length > 0) choices.push([1, () => ({ kind: 'accept', quest: pick(offered) })]);
  if (accepted.length > 0) choices.push([1, () => ({ kind: 'cancel', quest: pick(accepted) })]);
  if (m.gold >= rerollPrice(m.level)) choices.push([1, () => ({ kind: 'roll', vendor: pick(vendorIds) })]);
  let draw = randomInt(choices.reduce((sum, [weight]) => sum + weight, 0));
  for (const [weight, op] of choices) {
    if (draw < weight) return op();
    draw -= weight;
  }
  throw new Error('no choice drawn');
};

// ---- replies and database rows as comparable views ----

/** Items of an inventory list (equipment slots by slot, backpack slots by their order in the list). */
const itemsOf = (list: readonly InventoryGameItem[]): Item[] => {
  let backpackPosition = 0;
  const items: Item[] = [];
  for (const entry of list) {
    const position = entry.mainInventoryType === Backpack ? backpackPosition++ : entry.inventoryType;
    if (entry.isEmpty) continue;
    items.push({
      id: entry.id,
      container: entry.mainInventoryType,
      position,
      slot: entry.inventoryType,
      sellValue: entry.sellValue,
    });
  }
  return items;
};

const stockOf = (vendor: number, list: readonly ShopItem[]): StockEntry[] =>
  list.map((entry) => ({
    id: entry.id,
    vendor,
    price: entry.buyPriceInShop,
    sold: !entry.isAvailable,
    equipment: entry.inventoryType !== InventorySlotType.None,
  }));

const cardsOf = (list: readonly Quest[]): QuestCard[] =>
  list.map((quest) => ({ id: quest.id, accepted: quest.isAccepted, cost: quest.requiredStamina }));

type Placed = Pick<Item, 'id' | 'container' | 'position'>;
type Listed = { id: number; sold?: boolean; accepted?: boolean };

const placed = (items: readonly Placed[]) =>
  items.map((item) => `${item.id} ${item.container === Backpack ? 'backpack' : 'slot'} ${item.position}`).sort();
const listed = (entries: readonly Listed[]) =>
  entries.map((entry) => `${entry.id}${entry.sold ? ' sold' : ''}${entry.accepted ? ' accepted' : ''}`).sort();
const fought = (fights: readonly Fight[]) =>
  fights
    .map((f) => `${f.battleId}: +${f.gold} gold +${f.xp} xp${f.itemRowId === null ? '' : `, item ${f.itemRowId}`}`)
    .sort();

type Ledger = Pick<Economy, 'gold' | 'premium' | 'actionPoints' | 'level' | 'experience'> & {
  items: readonly Placed[];
  stock: readonly Listed[];
  quests: readonly Listed[];
};

/** What both the API and the database show of a player's economy, in a form a diff reads well. */
const ledgerOf = (x: Ledger) => ({
  gold: x.gold,
  premium: x.premium,
  actionPoints: x.actionPoints,
  level: x.level,
  experience: x.experience,
  items: placed(x.items),
  stock: listed(x.stock),
  quests: listed(x.quests),
});

/** The player as the server shows it: the model a load starts from. */
type Shown = { player: Player; economy: Economy; stats: number[] };

const readShown = async (base: string, player: Player): Promise<Shown> => {
  const { data: character } = await call(base, player, 'getMyCharacter', { query: { lang } });
  const stock: StockEntry[] = [];
  for (const id of vendorIds) {
    const { data } = await call(base, player, 'getShop', { params: { id }, query: { lang } });
    stock.push(...stockOf(id, data.vendorItems));
  }
  const { data: quests } = await call(base, player, 'getQuests', { query: { lang } });
  const { stats } = character;
  return {
    player,
    economy: {
      gold: character.baseCurrency,
      premium: character.premiumCurrency,
      actionPoints: character.actionPoints,
      level: character.level,
      experience: character.experiencePoints,
      items: itemsOf(character.inventoryGameItems),
      stock,
      quests: cardsOf(quests),
      pouchBought: 0,
      fights: [],
    },
    stats: [stats.baseForce, stats.baseIntelligence, stats.baseDexterity, stats.baseEndurance],
  };
};

type StoredOutcome = { gold: number; xp: number; loot: { itemId: string | null; itemRowId: number | null } };

/** A player's rows, as the database holds them. */
type Stored = Omit<Ledger, 'stock'> & {
  stock: { id: number; vendor: number; sold: boolean }[];
  statPoints: number;
  stats: number[];
  /** Sum of the pouch's quantities. */
  pouch: number;
  fights: Map<number, StoredOutcome>;
};

/** Every player's rows, by account; fails on any negative balance of any character. */
const readStored = async (db: Kysely<Database>, players: readonly Player[]): Promise<Map<string, Stored>> => {
  const characters = await db.selectFrom('characters').selectAll().execute();
  for (const row of characters) {
    const balances = [row.base_currency, row.premium_currency, row.action_points, row.stat_points];
    expect(Math.min(...balances), `${row.name}: a negative balance`).toBeGreaterThanOrEqual(0);
  }
  const items = await db.selectFrom('items').select(['id', 'character_id', 'container', 'position']).execute();
  const stock = await db
    .selectFrom('vendor_stock')
    .select(['id', 'character_id', 'vendor_id', 'sold'])
    .where('vendor_id', 'in', vendorIds)
    .execute();
  const quests = await db
    .selectFrom('quests')
    .select(['id', 'character_id', 'status'])
    .where('status', 'in', [questStatus.offered, questStatus.accepted])
    .execute();
  const pouch = await db.selectFrom('resources').select(['character_id', 'quantity']).execute();
  const battles = await db
    .selectFrom('battles')
    .select(['id', 'character_id', 'outcome'])
    .where('kind', '=', 0)
    .execute();
  const stored = new Map<string, Stored>();
  for (const player of players) {
    const row = characters.find((candidate) => candidate.account_id === player.uid);
    if (!row) throw new Error(`${player.name} has no character row`);
    const mine = <T extends { character_id: number }>(rows: readonly T[]) =>
      rows.filter((candidate) => candidate.character_id === row.id);
    stored.set(player.uid, {
      gold: row.base_currency,
      premium: row.premium_currency,
      actionPoints: row.action_points,
      level: row.level,
      experience: row.experience,
      statPoints: row.stat_points,
      stats: [row.base_force, row.base_intelligence, row.base_dexterity, row.base_endurance],
      items: mine(items),
      stock: mine(stock).map((entry) => ({ id: entry.id, vendor: entry.vendor_id, sold: entry.sold })),
      quests: mine(quests).map((quest) => ({ id: quest.id, accepted: quest.status === questStatus.accepted })),
      pouch: mine(pouch).reduce((sum, resource) => sum + resource.quantity, 0),
      fights: new Map(mine(battles).map((battle) => [battle.id, battle.outcome as StoredOutcome])),
    });
  }
  return stored;
};

/** The restarted server shows what the database holds. */
const expectShown = (shown: readonly Shown[], stored: Map<string, Stored>) => {
  for (const { player, economy, stats } of shown) {
    const rows = stored.get(player.uid);
    if (!rows) throw new Error(`${player.name} is missing`);
    expect(ledgerOf(economy), `${player.name} as the server shows it`).toEqual(ledgerOf(rows));
    expect(stats, `${player.name}'s stats as the server shows them`).toEqual(rows.stats);
  }
};

// ---- the load ----

/** One player's share of a load: the model after its last acknowledged request, and what is still unknown. */
type PlayerLoad = {
  player: Player;
  model: Economy;
  /** The economy request in flight when the server died (unknown outcome). */
  pending: Op | undefined;
  ackedStats: number[];
  /** add-stat requests per stat in flight when the server died. */
  unknownStats: number[];
};

type Load = {
  players: PlayerLoad[];
  acked: number;
  stopped: boolean;
  error: unknown;
};

/**
 * Sends `op` and returns the model after it, having checked the reply against it: the balance, the
 * backpack or the whole inventory, the vendor's stock, the quest board.
 */
const perform = async (base: string, player: Player, m: Economy, op: Op): Promise<Economy> => {
  const requestedLang = lang;
  const expectBalance = (reply: { myCharacterBaseInfo?: BaseInfo }, next: Economy) =>
    expect(reply.myCharacterBaseInfo, `${op.kind}: the balance`).toEqual({
      baseCurrency: next.gold,
      premiumCurrency: next.premium,
      stamina: next.actionPoints,
    });
  const expectItems = (list: readonly InventoryGameItem[], next: Economy, backpackOnly: boolean) =>
    expect(placed(itemsOf(list)), `${op.kind}: the items`).toEqual(
      placed(next.items.filter((item) => !backpackOnly || item.container === Backpack)),
    );
  const expectStock = (vendor: number, list: readonly ShopItem[], next: Economy) =>
    expect(listed(stockOf(vendor, list)), `${op.kind}: the stock`).toEqual(
      listed(next.stock.filter((entry) => entry.vendor === vendor)),
    );
  const newItem = (items: readonly Item[]) => items.find((item) => !m.items.some((owned) => owned.id === item.id));
  switch (op.kind) {
    case 'buy': {
      const reply = await call(base, player, 'buyShopItem', { body: { id: op.entry.id, requestedLang } });
      expect(reply.isSuccess, 'buy: paid').toBe(true);
      const next = apply(m, op, { item: newItem(itemsOf(reply.data.inventory)) });
      expectBalance(reply, next);
      expectItems(reply.data.inventory, next, true);
      expectStock(op.entry.vendor, reply.data.shopItems, next);
      return next;
    }
    case 'sell': {
      const body = { inventoryToSellId: op.item.id, gameNpcId: sellTo, requestedLang };
      const reply = await call(base, player, 'sellItem', { body });
      const next = apply(m, op, {});
      expectBalance(reply, next);
      expectItems(reply.data.inventory, next, true);
      expectStock(sellTo, reply.data.shopItems, next);
      return next;
    }
    case 'equip':
    case 'move': {
      const reply =
        op.kind === 'equip'
          ? await call(base, player, 'equipItem', { body: { id: op.item.id, requestedLang } })
          : await call(base, player, 'moveItem', {
              body: { id: op.item.id, requestedLang, target: { mainInventoryType: Backpack, position: op.position } },
            });
      const next = apply(m, op, {});
      expectItems(reply.data, next, false);
      return next;
    }
    case 'fight': {
      const { data, myCharacterBaseInfo } = await call(base, player, 'commitFight', {
        body: { id: op.monster, requestedLang },
      });
      const rewards = data.battleMonsterRewards;
      const item = rewards.item === null ? undefined : itemsOf([rewards.item])[0];
      const fight = { battleId: data.battleId, gold: rewards.currencyOne, xp: rewards.experienceGained };
      const next = apply(m, op, { fight: { ...fight, itemRowId: item?.id ?? null }, item });
      expectBalance({ myCharacterBaseInfo }, next);
      expect(rewards.levelUp, 'fight: the level-up').toBe(next.level > m.level);
      return next;
    }
    case 'accept':
    case 'cancel': {
      const body = { id: op.quest.id, requestedLang };
      const reply =
        op.kind === 'accept'
          ? await call(base, player, 'acceptQuest', { body })
          : await call(base, player, 'cancelQuest', { body });
      const cards = cardsOf(reply.data);
      const marked = flagged(m, op);
      const known = (card: QuestCard) => marked.some((quest) => quest.id === card.id);
      if (op.kind === 'accept') {
        // Every card stays as it was (this one accepted), and one new offer is drawn.
        expect(listed(cards.filter(known)), 'accept: the quests').toEqual(listed(marked));
        expect(
          cards.filter((card) => !known(card)).map((card) => card.accepted),
          'accept: the new offer',
        ).toEqual([false]);
      } else {
        // The cancelled quest is offered again and one offer is dropped: nothing new, the accepted ones kept.
        expect(cards.every(known), 'cancel: no new quest').toBe(true);
        expect(listed(cards), 'cancel: the quests').toEqual(
          listed(marked.filter((quest) => cards.some((card) => card.id === quest.id))),
        );
        for (const quest of marked.filter((candidate) => candidate.accepted))
          expect(cards.map((card) => card.id)).toContain(quest.id);
      }
      expect(
        cards.filter((card) => !card.accepted),
        `${op.kind}: the offers`,
      ).toHaveLength(3);
      const next = apply(m, op, { quests: cards });
      if (op.kind === 'accept') expectBalance(reply, next);
      return next;
    }
    case 'roll': {
      const reply = await call(base, player, 'rollShop', { body: { id: op.vendor, requestedLang } });
      const next = apply(m, op, { stock: stockOf(op.vendor, reply.data.vendorItems) });
      expectBalance(reply, next);
      return next;
    }
  }
};

/**
 * Runs the load until `killAfter` writes are acknowledged, then kills the server with SIGKILL while
 * the other requests are in flight (and on any unexpected answer, which fails the test).
 */
const runLoad = async (server: Running, base: string, shown: readonly Shown[]) => {
  const killAt = killAfter.min + randomInt(killAfter.max - killAfter.min + 1);
  const load: Load = {
    players: shown.map(({ player, economy }) => ({
      player,
      model: economy,
      pending: undefined,
      ackedStats: [0, 0, 0, 0],
      unknownStats: [0, 0, 0, 0],
    })),
    acked: 0,
    stopped: false,
    error: undefined,
  };
  const stop = () => {
    if (load.stopped) return;
    load.stopped = true;
    server.child.kill('SIGKILL');
  };
  const fail = (error: unknown) => {
    load.error ??= error;
    stop();
  };
  let acknowledgedAt = Date.now();
  const acknowledge = () => {
    load.acked += 1;
    acknowledgedAt = Date.now();
    if (load.acked >= killAt) stop();
  };
  /** A lane ends when the server is gone; anything else that goes wrong ends the load and fails the test. */
  const lane = async (body: () => Promise<void>) => {
    try {
      await body();
    } catch (error) {
      if (!(error instanceof Unanswered && load.stopped)) fail(error);
    }
  };
  // A server that stops answering fails the test with what it did, not by the test's timeout.
  const watchdog = setInterval(() => {
    if (Date.now() - acknowledgedAt > stallMs) {
      fail(new Error(`The load stalled: no write acknowledged for ${stallMs / 1000} s (${load.acked} in all).`));
    }
  }, 1000);
  const economyLane = (share: PlayerLoad) =>
    lane(async () => {
      while (!load.stopped) {
        let op = nextOp(share.model);
        if (op.kind === 'fight') {
          const { data } = await call(base, share.player, 'getBattleEnemies', { query: { lang } });
          op = { kind: 'fight', monster: pick(data.monsters).id };
        }
        share.pending = op;
        share.model = await perform(base, share.player, share.model, op);
        share.pending = undefined;
        acknowledge();
      }
    });
  const statsLane = (share: PlayerLoad) =>
    lane(async () => {
      while (!load.stopped) {
        const stat = pick(enumValues(Stat));
        share.unknownStats[stat] = (share.unknownStats[stat] ?? 0) + 1;
        await call(base, share.player, 'addStat', { body: { id: stat, requestedLang: lang } });
        share.unknownStats[stat] = (share.unknownStats[stat] ?? 0) - 1;
        share.ackedStats[stat] = (share.ackedStats[stat] ?? 0) + 1;
        acknowledge();
      }
    });
  try {
    await Promise.all(load.players.flatMap((share) => [economyLane(share), statsLane(share)]));
  } finally {
    clearInterval(watchdog);
  }
  await server.exit;
  if (load.error) throw load.error;
  return load;
};

/** The facts of an unknown request, read from the database: its new item, stored fight or new stock. */
const storedFacts = (m: Economy, op: Op, rows: Stored, before: Stored): Facts => {
  const known = (id: number) => m.items.some((item) => item.id === id);
  switch (op.kind) {
    case 'buy': {
      const at = rows.items.find((item) => item.container === Backpack && item.position === firstFree(m.items));
      return at && !known(at.id) ? { item: { ...at, slot: 0, sellValue: 0 } } : {};
    }
    case 'fight': {
      const acked = new Set(m.fights.map((fight) => fight.battleId));
      const fresh = [...rows.fights].filter(([id]) => !before.fights.has(id) && !acked.has(id));
      const [only] = fresh;
      if (fresh.length !== 1 || !only) return {};
      const [battleId, outcome] = only;
      return { fight: { battleId, gold: outcome.gold, xp: outcome.xp, itemRowId: outcome.loot.itemRowId } };
    }
    case 'accept':
    case 'cancel':
      return { quests: rows.quests.map((quest) => ({ id: quest.id, accepted: quest.accepted === true, cost: 0 })) };
    case 'roll': {
      const fresh = rows.stock.filter(
        (entry) => entry.vendor === op.vendor && !m.stock.some((old) => old.id === entry.id),
      );
      // Price and kind do not matter any more: the load that would buy them is over.
      return { stock: fresh.map((entry) => ({ ...entry, price: 0, equipment: false })) };
    }
    default:
      return {};
  }
};

/**
 * Checks one player after a kill: the economy is the acknowledged one, or that with the unknown
 * request applied whole; each stat grew by its acknowledged points plus at most its unknown ones, and
 * stat points are conserved (spent ones are in the stats, new ones came from level-ups). Returns how
 * many of the unknown requests had happened.
 */
const expectDurable = (share: PlayerLoad, before: Stored, after: Stored): number => {
  const { player, model, pending } = share;
  const pouchLoot = (fights: readonly Fight[]) =>
    fights.filter((fight) => {
      const stored = after.fights.get(fight.battleId);
      return stored !== undefined && stored.loot.itemId !== null && stored.loot.itemRowId === null;
    }).length;
  const expected = (m: Economy) => ({
    ...ledgerOf(m),
    pouch: before.pouch + m.pouchBought + pouchLoot(m.fights),
    fights: fought(m.fights),
  });
  const candidates = [model, ...(pending ? [apply(model, pending, storedFacts(model, pending, after, before))] : [])];
  const actual = {
    ...ledgerOf(after),
    pouch: after.pouch,
    fights: fought(
      [...after.fights]
        .filter(([id]) => !before.fights.has(id))
        .map(([battleId, o]) => ({ battleId, gold: o.gold, xp: o.xp, itemRowId: o.loot.itemRowId })),
    ),
  };
  const matched = candidates.findIndex((candidate) => isDeepStrictEqual(expected(candidate), actual));
  if (matched < 0) {
    const what = pending ? `nor with the unknown ${pending.kind} applied whole` : '(no request was in flight)';
    expect(actual, `${player.name}: not the acknowledged state ${what}`).toEqual(expected(model));
  }
  let applied = matched;
  const statPointsOf = (rows: Stored) =>
    rows.statPoints + rows.stats.reduce((sum, value) => sum + value, 0) - rows.level * rules.levels.statPointsPerLevel;
  for (const [stat, value] of after.stats.entries()) {
    const added = value - (before.stats[stat] ?? 0);
    const acked = share.ackedStats[stat] ?? 0;
    expect(added, `${player.name}: stat ${stat}, acknowledged points`).toBeGreaterThanOrEqual(acked);
    expect(added, `${player.name}: stat ${stat}, at most the unknown ones more`).toBeLessThanOrEqual(
      acked + (share.unknownStats[stat] ?? 0),
    );
    applied += added - acked;
  }
  expect(statPointsOf(after), `${player.name}: stat points conserved`).toBe(statPointsOf(before));
  return applied;
};

// ---- the databases ----

type Target = {
  name: string;
  env: Record<string, string>;
  /** PGlite's lock file: a kill leaves it behind, and the next start must replace it by itself. */
  lockFile?: string;
  /** Opens the database for set-up; PGlite only while no server runs. */
  open: () => Promise<{ db: Kysely<Database>; close: () => Promise<void> }>;
  /**
   * Opens the database a killed server left. PGlite is one process's database, so the test opens a
   * copy of its folder, taken before the restart: what the restarted server recovers from too.
   */
  inspect: () => Promise<{ db: Kysely<Database>; close: () => Promise<void> }>;
  dispose: () => Promise<void>;
};

const pgliteTarget = (): Target => {
  const root = tempDir();
  const dataDir = join(root, 'pglite');
  let copies = 0;
  const openAt = async (dir: string) => {
    const release = lockDataDir(dir);
    const database = await openDatabase({ kind: 'pglite', dataDir: dir });
    return {
      db: database.db,
      close: async () => {
        await database.close();
        release();
      },
    };
  };
  return {
    name: 'PGlite',
    env: { DATA_DIR: dataDir },
    lockFile: `${dataDir}.lock`,
    open: () => openAt(dataDir),
    inspect: () => {
      const copy = join(root, `after-kill-${++copies}`);
      cpSync(dataDir, copy, { recursive: true });
      return openAt(copy);
    },
    dispose: async () => {},
  };
};

/** A fresh database on the test server (the server has no schema setting), dropped afterwards. */
const postgresTarget = async (adminUrl: string): Promise<Target> => {
  const name = `rpg_crash_${Date.now().toString(36)}_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const open = async () => {
    const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
    return { db: database.db, close: () => database.close() };
  };
  return {
    name: 'PostgreSQL',
    env: { DATABASE_URL: url.toString() },
    open,
    inspect: open,
    dispose: () => admin(`drop database if exists "${name}" with (force)`),
  };
};

const targets: { name: string; prepare: () => Promise<Target> }[] = [
  { name: 'PGlite', prepare: async () => pgliteTarget() },
];
const testDatabaseUrl = process.env.TEST_DATABASE_URL;
if (testDatabaseUrl) targets.push({ name: 'PostgreSQL', prepare: () => postgresTarget(testDatabaseUrl) });

const withDatabase = async <T>(
  opening: Promise<{ db: Kysely<Database>; close: () => Promise<void> }>,
  use: (db: Kysely<Database>) => Promise<T>,
): Promise<T> => {
  const { db, close } = await opening;
  try {
    return await use(db);
  } finally {
    await close();
  }
};

describe('kill -9 of the server under a mixed write load', () => {
  it.each(targets)(
    '$name: every acknowledged write is there after the restart, nothing is half-applied',
    async ({ prepare }) => {
      const target = await prepare();
      onTestFinished(() => target.dispose());
      const launch = async (what: string) => {
        const port = await freePort();
        const running = startServer({
          ...target.env,
          PORT: String(port),
          RATE_LIMIT_ADDRESS_PER_MINUTE: '0',
          RATE_LIMIT_ACCOUNT_PER_MINUTE: '0',
          // The test checks every reply against the contract itself; the server need not do it again.
          VALIDATE_REPLIES: 'false',
        });
        await waitUntilReady(running, what);
        return { running, base: `http://127.0.0.1:${port}` };
      };
      const readAllShown = (base: string) => Promise.all(players.map((player) => readShown(base, player)));

      // Players with characters, their vendors' stock and quest board drawn, then funds set in the database.
      const users = await Promise.all(Array.from({ length: playerCount }, () => signUp()));
      const players = users.map((user, index) => ({
        uid: user.uid,
        token: user.idToken,
        name: `Crash_${index}_${randomInt(1e6)}`,
      }));
      let server = await launch('the first start');
      await Promise.all(
        players.map((player) =>
          call(server.base, player, 'createMyCharacter', { body: { requestedLang: lang, name: player.name } }),
        ),
      );
      await readAllShown(server.base);
      if (target.lockFile) {
        server.running.child.kill('SIGTERM');
        expect(await server.running.exit).toBe(0);
      }
      let stored = await withDatabase(target.open(), async (db) => {
        await db
          .updateTable('characters')
          .set({ ...funds, action_points_updated_at: new Date() })
          .execute();
        return readStored(db, players);
      });
      if (target.lockFile) server = await launch('the start after the set-up');
      let shown = await readAllShown(server.base);
      expectShown(shown, stored);

      const summary: string[] = [];
      for (let round = 1; round <= kills; round++) {
        const load = await runLoad(server.running, server.base, shown);
        const unknown = load.players.reduce(
          (sum, share) => sum + (share.pending ? 1 : 0) + share.unknownStats.reduce((a, b) => a + b, 0),
          0,
        );
        expect(unknown, 'requests in flight at the kill').toBeGreaterThan(0);
        if (target.lockFile) expect(existsSync(target.lockFile), 'the killed server left its lock').toBe(true);

        // The restart on the same data, as it was left: no lock to remove, no repair. (The database is
        // read meanwhile: PGlite's a copy of the folder taken before the restart.)
        const inspecting = withDatabase(target.inspect(), (db) => readStored(db, players));
        const started = Date.now();
        server = await launch(`the restart after kill -9 number ${round}`);
        const restartMs = Date.now() - started;
        const after = await inspecting;
        let applied = 0;
        for (const share of load.players) {
          const before = stored.get(share.player.uid);
          const now = after.get(share.player.uid);
          if (!before || !now) throw new Error(`${share.player.name} is missing`);
          applied += expectDurable(share, before, now);
        }
        shown = await readAllShown(server.base);
        expectShown(shown, after);
        stored = after;
        summary.push(
          `kill ${round}: ${load.acked} acknowledged, ${unknown} unknown (${applied} of them applied whole), restart ${restartMs} ms`,
        );
      }
      server.running.child.kill('SIGTERM');
      expect(await server.running.exit).toBe(0);
      console.info(`${target.name}: ${summary.join('; ')}`);
    },
    180_000, // a guard: about a minute per database, but starts are slow on a busy machine
  );
});
