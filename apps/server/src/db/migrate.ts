import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import * as characters from './migrations/0001-characters.ts';
import * as game from './migrations/0002-game.ts';
import * as stockIdentity from './migrations/0003-stock-identity.ts';
import * as characterCount from './migrations/0004-character-count.ts';
import * as honourCounts from './migrations/0005-honour-counts.ts';
import * as nameSkeleton from './migrations/0006-name-skeleton.ts';
import type { Database } from './types.ts';

/**
 * Every migration, in order. A static list (no folder scanning) so it works the same
 * from source, in tests and in a bundle. Add new ones at the end; never edit a shipped one.
 */
export const migrations: Record<string, Migration> = {
  '0001-characters': characters,
  '0002-game': game,
  '0003-stock-identity': stockIdentity,
  '0004-character-count': characterCount,
  '0005-honour-counts': honourCounts,
  '0006-name-skeleton': nameSkeleton,
};

const deadlineSettings = ['statement_timeout', 'lock_timeout', 'idle_in_transaction_session_timeout'];

const provider: MigrationProvider = { getMigrations: async () => migrations };

export class MigrationError extends Error {
  override name = 'MigrationError';
}

/**
 * Brings the schema up to date; returns the names of the migrations it ran. `schema`
 * must be the schema the database was opened in (the migration bookkeeping lives there).
 */
export const migrateToLatest = async (db: Kysely<Database>, schema = 'public'): Promise<string[]> => {
  // On one connection without the requests' deadlines (openDatabase): a backfill may rightly take long, and
  // an instance waits for another's migrations on the migrator's lock. Restored before the connection
  // goes back to the pool.
  const { error, results = [] } = await db.connection().execute(async (connection) => {
    for (const setting of deadlineSettings) await sql`set ${sql.raw(setting)} = 0`.execute(connection);
    try {
      return await new Migrator({ db: connection, provider, migrationTableSchema: schema }).migrateToLatest();
    } finally {
      for (const setting of deadlineSettings) await sql`reset ${sql.raw(setting)}`.execute(connection);
    }
  });
  const failed = results.find((result) => result.status === 'Error');
  if (error !== undefined || failed) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new MigrationError(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${reason}`, { cause: error });
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
};

/**
 * Whether every migration this server knows has run on the database (in the schema on its search path).
 * The database may be ahead (a newer instance migrated it); a migration of this server's that is missing
 * means it would run on a schema it does not match.
 */
export const migrationsApplied = async (db: Kysely<Database>): Promise<boolean> => {
  const names = Object.keys(migrations);
  const { rows } = await sql<{ applied: number }>`
    select count(*)::int as applied from kysely_migration where name in (${sql.join(names)})`.execute(db);
  return rows[0]?.applied === names.length;
};
