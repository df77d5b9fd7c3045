import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenDatabase, openDatabase } from '../src/db/database.ts';

/**
 * PGlite is one connection, and it answers without I/O: the dialect's queue must hand it over in a later
 * turn of the event loop, or a queue of transactions runs to its end before Node reads a socket, runs a
 * timer or finishes a reply (a write waited seconds at 50 connections while the queue was never empty).
 */
describe('PGlite: the queue for its one connection', () => {
  let database: OpenDatabase;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('serves the transactions in the order they asked, and lets the event loop turn between them', async () => {
    const served: number[] = [];
    let servedWhenTimerRan: number | undefined;
    const transactions = Array.from({ length: 200 }, (_, index) =>
      database.db.transaction().execute(async (tx) => {
        await sql`select ${index}::int as n`.execute(tx);
        served.push(index);
        if (index === 0) {
          // Work that is not the database's (a socket read, a reply's write): it must not wait for the whole queue.
          setTimeout(() => {
            servedWhenTimerRan = served.length;
          }, 0);
        }
      }),
    );
    await Promise.all(transactions);

    expect(served).toEqual([...served].sort((a, b) => a - b));
    expect(servedWhenTimerRan).toBeDefined();
    expect(servedWhenTimerRan).toBeLessThan(transactions.length);
  });
});
