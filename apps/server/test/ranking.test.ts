import { type RankingPage, replySchema, routes } from '@rpg/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rankingPageQuery } from '../src/features/ranking/handlers.ts';
import { json, startTestServer, type TestServer } from './support/app.ts';
import { databaseVariants } from './support/databases.ts';
import { emulatorHost } from './support/emulator.ts';
import { createPlayer, expectError, setCharacter, type TestPlayer } from './support/players.ts';

emulatorHost();

const ok = (response: LightMyRequestResponse) => {
  expect(response.statusCode, response.body).toBe(200);
  const body = json<{ data: RankingPage }>(response);
  expect(replySchema(routes.getRankingPage).strict().parse(body)).toEqual(body);
  return body.data;
};

/** `count` characters straight into the table (one INSERT ... SELECT generate_series): honour and level vary. */
const insertCharacters = async (server: TestServer, count: number, prefix: string) => {
  await sql`
    insert into characters (account_id, name, name_key, name_skeleton, level, experience, base_currency, premium_currency,
      action_points, action_points_updated_at, base_force, base_intelligence, base_dexterity, base_endurance,
      stat_points, current_health, last_lang, created_at, updated_at, honour)
    select ${prefix} || g, ${prefix} || g, lower(${prefix}) || g, ${prefix} || '#' || g, 1 + (g * 7) % 40, 0, 100, 50,
      100, now(), 5, 5, 5, 5, 5, 115, 'pl', now(), now(), (g * 37) % 1000
    from generate_series(1, ${count}::int) as g`.execute(server.database.db);
};

/** The whole ranking computed in JS from the table: the order the pages must follow. */
const expectedOrder = async (server: TestServer) => {
  const rows = await server.database.db
    .selectFrom('characters')
    .select(['id', 'name', 'name_key', 'honour', 'level'])
    .execute();
  return rows.sort(
    (a, b) =>
      b.honour - a.honour ||
      b.level - a.level ||
      (a.name_key < b.name_key ? -1 : a.name_key > b.name_key ? 1 : 0) ||
      a.id - b.id,
  );
};

describe.each(databaseVariants())('/api/ranking on $name', (variant) => {
  let server: TestServer;
  let me: TestPlayer;
  beforeAll(async () => {
    server = await startTestServer(variant);
    me = await createPlayer(server);
  });
  afterAll(async () => {
    await server?.close();
  });
  const page = (body: unknown, player = me) => player.post('/ranking/get-paginated-list', body);

  it('a lone player: one page holding them at position 1 (page 0 means page 1)', async () => {
    const data = ok(await page({ currentPage: 0, toTake: 10 }));
    expect(data).toEqual({
      currentPage: 1,
      totalPages: 1,
      data: [{ id: me.characterId, name: me.name, honourPoints: 0, position: 1, level: 1 }],
    });
  });

  it('orders by honour, level, name, id with real positions, 10 a page; past the last page answers the last', async () => {
    await insertCharacters(server, 44, 'Ranker');
    // Ties: the same honour and level as someone else, decided by the name.
    await setCharacter(server, me, { honour: 37, level: 8 });
    const order = await expectedOrder(server);
    expect(order).toHaveLength(45);
    const seen: number[] = [];
    for (let p = 1; p <= 5; p++) {
      const data = ok(await page({ currentPage: p, toTake: 10 }));
      expect(data.currentPage).toBe(p);
      expect(data.totalPages).toBe(5);
      expect(data.data.length).toBe(p === 5 ? 5 : 10);
      data.data.forEach((player, index) => {
        const expected = order[(p - 1) * 10 + index];
        expect(player).toEqual({
          id: expected?.id,
          name: expected?.name,
          honourPoints: expected?.honour,
          position: (p - 1) * 10 + index + 1,
          level: expected?.level,
        });
      });
      seen.push(...data.data.map((player) => player.id));
    }
    expect(new Set(seen).size).toBe(45);
    const beyond = ok(await page({ currentPage: 99, toTake: 10 }));
    expect(beyond.currentPage).toBe(5);
    expect(beyond.data.map((player) => player.position)).toEqual([41, 42, 43, 44, 45]);
    // Another page size.
    const big = ok(await page({ currentPage: 2, toTake: 50 }));
    expect(big).toMatchObject({ currentPage: 1, totalPages: 1 });
    expect(big.data).toHaveLength(45);
  });

  it('initLoadAtPosition answers the page holding the player', async () => {
    const order = await expectedOrder(server);
    const position = order.findIndex((row) => row.id === me.characterId) + 1;
    const data = ok(await page({ currentPage: 1, toTake: 10, initLoadAtPosition: true }));
    expect(data.currentPage).toBe(Math.ceil(position / 10));
    expect(data.data.find((player) => player.id === me.characterId)?.position).toBe(position);
    ok(await page({ currentPage: 1, toTake: 10, initLoadAtPosition: false }));
  });

  it('the per-honour counts the pages seek with follow inserts, honour changes and deletes; every page still agrees', async () => {
    await insertCharacters(server, 60, 'Count');
    const db = server.database.db;
    await sql`update characters set honour = honour + 7 where name_key like 'count%' and id % 3 = 0`.execute(db);
    await sql`update characters set honour = greatest(0, honour - 11) where name_key like 'count%' and id % 5 = 0`.execute(
      db,
    );
    await sql`delete from characters where name_key like 'count%' and id % 7 = 0`.execute(db);
    const counts = await sql<{ honour: number; n: number }>`
      select honour, n::int as n from honour_counts where n > 0 order by honour`.execute(db);
    const actual = await sql<{ honour: number; n: number }>`
      select honour, count(*)::int as n from characters group by honour order by honour`.execute(db);
    expect(counts.rows).toEqual(actual.rows);
    const order = await expectedOrder(server);
    const pages = Math.ceil(order.length / 7);
    for (let number = 1; number <= pages; number++) {
      const data = ok(await page({ currentPage: number, toTake: 7 }));
      expect(data.data.map((row) => row.id)).toEqual(order.slice((number - 1) * 7, number * 7).map((row) => row.id));
    }
    const position = order.findIndex((row) => row.id === me.characterId) + 1;
    const mine = ok(await page({ currentPage: 1, toTake: 7, initLoadAtPosition: true }));
    expect(mine.data.find((player) => player.id === me.characterId)?.position).toBe(position);
  });

  it('bad input is 400 bad-request (no language needed)', async () => {
    for (const body of [
      {},
      { currentPage: -1, toTake: 10 },
      { currentPage: 1, toTake: 0 },
      { currentPage: 1, toTake: 51 },
      { currentPage: 'one', toTake: 10 },
      { currentPage: 1.5, toTake: 10 },
      { currentPage: 1, toTake: 10, initLoadAtPosition: 'yes' },
    ]) {
      expectError(await page(body), 400, 'bad-request');
    }
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;
const postgres = databaseVariants().find((variant) => variant.name === 'PostgreSQL');

// The plan only means something on PostgreSQL (PGlite is single-user and tiny); skipped without
// TEST_DATABASE_URL because there is then no PostgreSQL to ask.
describe.skipIf(!postgresUrl || !postgres)(
  postgresUrl
    ? 'ranking plan on PostgreSQL with 100 000 players'
    : 'ranking plan on PostgreSQL with 100 000 players (skipped: TEST_DATABASE_URL is not set)',
  () => {
    let server: TestServer;
    beforeAll(async () => {
      if (!postgres) return;
      server = await startTestServer(postgres);
      await insertCharacters(server, 100_000, 'Bulk');
      await sql`analyze characters`.execute(server.database.db);
    }, 120_000);
    afterAll(async () => {
      await server?.close();
    });

    type PlanNode = {
      'Node Type': string;
      'Index Name'?: string;
      'Relation Name'?: string;
      'Actual Rows'?: number;
      'Actual Loops'?: number;
      Plans?: PlanNode[];
    };
    const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

    it('totalPages reads the counter a trigger keeps, exact for 100 000 players', async () => {
      const counted = await sql<{ n: number }>`select count(*)::int as n from characters`.execute(server.database.db);
      const counter = await server.database.db
        .selectFrom('counters')
        .select('value')
        .where('name', '=', 'characters')
        .executeTakeFirstOrThrow();
      expect(Number(counter.value)).toBe(counted.rows[0]?.n);
      expect(Number(counter.value)).toBeGreaterThanOrEqual(100_000);
    });

    it.each([
      ['page 1', 0],
      ['a deep page (9 000)', 89_990],
    ])('%s reads the characters_ranking index, with no sort of the table', async (_label, offset) => {
      const compiled = rankingPageQuery(server.database.db, 10, offset).compile();
      const explain = async (format: 'json' | 'text') => {
        const query = sql.raw(
          `explain (analyze, format ${format}) ${compiled.sql.replace(/\$(\d+)/g, (_m, i) => String(compiled.parameters[Number(i) - 1]))}`,
        );
        return (await query.execute(server.database.db)).rows as Record<string, unknown>[];
      };
      const plans = ((await explain('json'))[0]?.['QUERY PLAN'] ?? []) as {
        Plan: PlanNode;
        'Execution Time': number;
      }[];
      const [json] = plans;
      if (!json) throw new Error('EXPLAIN returned no plan');
      const all = nodes(json.Plan);
      expect(all.some((n) => n['Node Type'].startsWith('Index') && n['Index Name'] === 'characters_ranking')).toBe(
        true,
      );
      // The characters table is never read whole nor sorted (honour_counts, one row per honour value, may be).
      const readsCharacters = (n: PlanNode) => nodes(n).some((child) => child['Relation Name'] === 'characters');
      expect(all.some((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'characters')).toBe(false);
      expect(all.some((n) => n['Node Type'] === 'Sort' && readsCharacters(n))).toBe(false);
      // A deep page skips only within one honour value: it reads about as many index entries as page 1.
      const scanned = all
        .filter((n) => n['Index Name'] === 'characters_ranking')
        .reduce((sum, n) => sum + (n['Actual Rows'] ?? 0) * (n['Actual Loops'] ?? 1), 0);
      expect(scanned).toBeLessThan(1_000);
      const text = (await explain('text')).map((row) => row['QUERY PLAN']).join('\n');
      console.info(`EXPLAIN ANALYZE of the ranking page at offset ${offset} (100 000 players):\n${text}`);
    });
  },
);
