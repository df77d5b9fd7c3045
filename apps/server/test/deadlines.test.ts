// No request hangs on the database: a row another transaction keeps locked, a statement that runs past its
// deadline, a transaction left idle. Each ends the request's work with 503 server-busy and Retry-After, its
// transaction rolled back, and the next request is served as usual.
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content } from '../src/content/index.ts';
import type { DatabaseDeadlines } from '../src/db/database.ts';
import { startTestServer, type TestServer } from './support/app.ts';
import { type DatabaseVariant, databaseVariants } from './support/databases.ts';
import { emulatorHost } from './support/emulator.ts';
import { createPlayer, expectError, setCharacter, type TestPlayer } from './support/players.ts';
import { tableRows } from './support/tables.ts';

emulatorHost();

const bread = content.items.get('item.bread').num;
const postgresUrl = process.env.TEST_DATABASE_URL;

/** A hurt player with bread in the pouch: using it is a write in one transaction on the locked character. */
const hurtPlayerWithBread = async (server: TestServer): Promise<TestPlayer> => {
  const player = await createPlayer(server, 'en');
  await server.database.db
    .insertInto('resources')
    .values({ character_id: player.characterId, item_id: bread, quantity: 2 })
    .execute();
  await setCharacter(server, player, { current_health: 1, health_updated_at: new Date() });
  return player;
};
const eatBread = (player: TestPlayer) =>
  player.post('/my-character/use-consumable', { id: bread, requestedLang: 'en' });

/**
 * Holds what a request needs until `release` is called: on PostgreSQL the player's character row, locked by
 * a transaction of another connection; on PGlite its one connection. Resolves once it is held.
 */
const holdCharacter = async (server: TestServer, variant: DatabaseVariant, characterId: number) => {
  if (variant.name === 'PostgreSQL' && postgresUrl) {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    await client.query(`set search_path to "${server.database.schema}"`);
    await client.query('begin');
    await client.query('select id from characters where id = $1 for update', [characterId]);
    return async () => {
      await client.query('rollback');
      await client.end();
    };
  }
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held!: () => void;
  const holding = new Promise<void>((resolve) => {
    held = resolve;
  });
  const done = server.database.db.connection().execute(async () => {
    held();
    await released;
  });
  await holding;
  return async () => {
    release();
    await done;
  };
};

const heldCases = (
  [
    { deadline: 'lock wait', deadlines: { lockMs: 300, connectionWaitMs: 300 } },
    // The statement's deadline alone ends the wait (the lock's is far away); PostgreSQL only, so only with one.
    { deadline: 'statement', deadlines: { statementMs: 300, lockMs: 60_000 }, postgresOnly: true },
  ] satisfies { deadline: string; deadlines: Partial<DatabaseDeadlines>; postgresOnly?: boolean }[]
).filter(({ postgresOnly }) => !postgresOnly || postgresUrl);

describe.each(heldCases)('a request held past the $deadline deadline', ({ deadlines, postgresOnly }) => {
  describe.each(databaseVariants({ deadlines }).filter((variant) => !postgresOnly || variant.name === 'PostgreSQL'))(
    'on $name',
    (variant) => {
      let server: TestServer;
      beforeAll(async () => {
        server = await startTestServer(variant);
      });
      afterAll(async () => {
        await server?.close();
      });

      it('answers 503 server-busy with Retry-After, changes nothing, and the next try is served', async () => {
        const player = await hurtPlayerWithBread(server);
        const before = await tableRows(server.database, [player.characterId]);
        const release = await holdCharacter(server, variant, player.characterId);
        let refused: Awaited<ReturnType<typeof eatBread>>;
        try {
          refused = await eatBread(player);
        } finally {
          await release();
        }
        expectError(refused, 503, 'server-busy');
        expect(refused.headers['retry-after']).toBe('2');
        expect(refused.headers['cache-control']).toBe('no-store');
        expect(await tableRows(server.database, [player.characterId])).toEqual(before);

        const served = await eatBread(player);
        expect(served.statusCode, served.body).toBe(200);
      });
    },
  );
});

describe.runIf(postgresUrl)('a transaction left idle on PostgreSQL', () => {
  const [, variant] = databaseVariants({ deadlines: { idleInTransactionMs: 300 } });
  let server: TestServer;
  beforeAll(async () => {
    if (!variant) throw new Error('no PostgreSQL variant');
    server = await startTestServer(variant);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('is ended by the server: its next statement fails with 25P03, the process lives on, the pool serves on', async () => {
    const { db } = server.database;
    const watcher = new pg.Client({ connectionString: postgresUrl });
    await watcher.connect();
    try {
      const idle = db.transaction().execute(async (tx) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(tx);
        const pid = rows[0]?.pid;
        // Idle inside the transaction (a handler stuck on something else) until the server has ended it.
        for (;;) {
          const { rows: left } = await watcher.query('select 1 from pg_stat_activity where pid = $1', [pid]);
          if (left.length === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await sql`select 1`.execute(tx);
      });
      await expect(idle).rejects.toMatchObject({ code: '25P03' });
    } finally {
      await watcher.end();
    }
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
    expect(rows).toEqual([{ one: 1 }]);
  });
});
