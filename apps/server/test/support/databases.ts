import { sql } from 'kysely';
import pg from 'pg';
import type { DatabaseDeadlines, OpenDatabase } from '../../src/db/database.ts';
import { openDatabase } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import type { CharacterRow } from '../../src/db/types.ts';

/**
 * The databases every HTTP test runs against: in-memory PGlite always, and
 * PostgreSQL when TEST_DATABASE_URL is set (each test file in its own freshly
 * created schema, dropped afterwards, so runs never collide).
 */
export type DatabaseVariant = { name: string; open: () => Promise<TestDatabase> };
export type TestDatabase = OpenDatabase & { drop: () => Promise<void> };

const uniqueSchema = () =>
  `rpg_test_${Date.now().toString(36)}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;

type VariantOptions = { deadlines?: Partial<DatabaseDeadlines> };

const pglite = ({ deadlines }: VariantOptions = {}): DatabaseVariant => ({
  name: 'PGlite (in memory)',
  open: async () => {
    const database = await openDatabase({ kind: 'pglite', ...(deadlines ? { deadlines } : {}) });
    await migrateToLatest(database.db, database.schema);
    return { ...database, drop: () => database.close() };
  },
});

const postgres = (url: string, { deadlines }: VariantOptions = {}): DatabaseVariant => ({
  name: 'PostgreSQL',
  open: async () => {
    const schema = uniqueSchema();
    const database = await openDatabase({ kind: 'postgres', url, schema, ...(deadlines ? { deadlines } : {}) });
    await migrateToLatest(database.db, database.schema);
    return {
      ...database,
      drop: async () => {
        await database.close();
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          await client.query(`drop schema if exists "${schema}" cascade`);
        } finally {
          await client.end();
        }
      },
    };
  },
});

/** The variants, each opened with `options` (shorter database deadlines, for their own tests). */
export const databaseVariants = (options: VariantOptions = {}): DatabaseVariant[] => {
  const url = process.env.TEST_DATABASE_URL;
  return url ? [pglite(options), postgres(url, options)] : [pglite(options)];
};

/** Every character row, in id order: compare before/after to prove a refused request changed nothing. */
export const characterRows = (database: OpenDatabase): Promise<CharacterRow[]> =>
  database.db.selectFrom('characters').selectAll().orderBy('id').execute();

export const countCharacters = async (database: OpenDatabase): Promise<number> => {
  const row = await sql<{ n: number }>`select count(*)::int as n from characters`.execute(database.db);
  return row.rows[0]?.n ?? -1;
};
