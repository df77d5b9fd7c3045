import { EventEmitter } from 'node:events';
import { sql } from 'kysely';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenDatabase, openDatabase } from '../src/db/database.ts';
import { preparedStatementPool } from '../src/db/prepared-pool.ts';

type Sent = { text: string; values?: unknown[]; name?: string };

/** A pg Pool stand-in that records what each query was sent as. */
const recordingPool = () => {
  const sent: Sent[] = [];
  const released: unknown[] = [];
  // A pg client is an EventEmitter: it says 'error' when its connection is ended under it.
  const client = Object.assign(new EventEmitter(), {
    query: async (config: Sent) => {
      sent.push(config);
      return { command: 'SELECT', rowCount: 0, rows: [] };
    },
    release: (error?: unknown) => {
      released.push(error);
    },
  });
  const pool = { connect: async () => client, end: async () => {} } as unknown as pg.Pool;
  return { pool, sent, client, released };
};

describe('preparedStatementPool', () => {
  it('hears a connection ended between two queries: the next fails with its reason, and it is discarded', async () => {
    const { pool, client, released } = recordingPool();
    const connection = await preparedStatementPool(pool).connect();
    const ended = Object.assign(new Error('terminating connection due to idle-in-transaction timeout'), {
      code: '25P03',
    });
    // Unheard, an 'error' event throws (and would end the server).
    expect(() => client.emit('error', ended)).not.toThrow();
    client.emit('error', new Error('Connection terminated unexpectedly'));
    await expect(connection.query('select $1::int', [1])).rejects.toBe(ended);
    connection.release();
    expect(released).toEqual([ended]);
    expect(client.listenerCount('error')).toBe(0);
  });

  it('names a parameterised query by its text, the same name on every connection', async () => {
    const { pool, sent } = recordingPool();
    const prepared = preparedStatementPool(pool);
    const first = await prepared.connect();
    await first.query('select $1::int', [1]);
    await first.query('select $1::text', ['a']);
    const second = await prepared.connect();
    await second.query('select $1::int', [2]);

    expect(sent.map((config) => config.name)).toEqual(['rpg_0', 'rpg_1', 'rpg_0']);
    expect(sent[2]).toEqual({ text: 'select $1::int', values: [2], name: 'rpg_0' });
  });

  it('leaves a query without parameters unnamed (it may hold several statements)', async () => {
    const { pool, sent } = recordingPool();
    const client = await preparedStatementPool(pool).connect();
    await client.query('create table a (x int); create table b (y int)', []);

    expect(sent).toEqual([{ text: 'create table a (x int); create table b (y int)' }]);
  });

  it('stops naming new texts past its bound, and keeps the names it gave', async () => {
    const { pool, sent } = recordingPool();
    const client = await preparedStatementPool(pool, 2).connect();
    for (const text of ['select $1::int', 'select $1::text', 'select $1::date', 'select $1::int']) {
      await client.query(text, [null]);
    }

    expect(sent.map((config) => config.name)).toEqual(['rpg_0', 'rpg_1', undefined, 'rpg_0']);
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;

// What the wrapper is for, seen from PostgreSQL: one connection parses a query once and then only binds it.
describe.skipIf(!postgresUrl)(
  postgresUrl
    ? 'prepared statements on PostgreSQL'
    : 'prepared statements on PostgreSQL (skipped: TEST_DATABASE_URL is not set)',
  () => {
    let database: OpenDatabase;
    beforeAll(async () => {
      database = await openDatabase({ kind: 'postgres', url: postgresUrl ?? '', poolSize: 1 });
    });
    afterAll(() => database.close());

    it('prepares a parameterised query once per connection and answers it the same every time', async () => {
      const marker = `prepared_${Date.now()}`;
      const answers = [];
      for (let round = 0; round < 3; round++) {
        const { rows } = await sql<{ answer: string }>`select ${marker}::text || ${String(round)} as answer`.execute(
          database.db,
        );
        answers.push(rows[0]?.answer);
      }
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from pg_prepared_statements where statement like ${'%::text || %'}`.execute(
        database.db,
      );

      expect(answers).toEqual([`${marker}0`, `${marker}1`, `${marker}2`]);
      expect(rows[0]?.n).toBe(1);
    });
  },
);
