import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { redactUrl } from '../redact.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import { preparedStatementPool } from './prepared-pool.ts';
import type { Database } from './types.ts';

/**
 * How long a request's database work may take, so that no request hangs on it (a row another request
 * keeps locked, a statement that runs away, a transaction left open by a stuck handler). Past a deadline
 * the statement fails, its transaction rolls back and the request answers 503 `server-busy` with
 * Retry-After: nothing was changed. On PostgreSQL each is the setting of the same name, for every
 * connection of the pool; PGlite (one connection, one statement at a time, no timers inside) has no lock
 * to wait for: there a request waits at most `connectionWaitMs` for the connection before the same 503.
 * Migrations run without them (see migrateToLatest).
 */
export type DatabaseDeadlines = {
  /** statement_timeout: one statement, the wait for its locks included. */
  statementMs: number;
  /** lock_timeout: the wait for a row or table lock another transaction holds. */
  lockMs: number;
  /** idle_in_transaction_session_timeout: a transaction that sends nothing for this long is ended. */
  idleInTransactionMs: number;
  /** PGlite: the wait for its one connection, which every request queues for in turn. */
  connectionWaitMs: number;
};

// Far above what any call takes, even 50 racing for one row on a busy machine; well under the app's 20 s.
export const defaultDeadlines: DatabaseDeadlines = {
  statementMs: 15_000,
  lockMs: 10_000,
  idleInTransactionMs: 15_000,
  connectionWaitMs: 15_000,
};

export type DatabaseOptions = (
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** PGlite on disk at `dataDir` (created on first start), or in memory without one. */
  | { kind: 'pglite'; dataDir?: string }
) & {
  /** Run in this PostgreSQL schema (created if missing, first on the search_path): tests use one each. */
  schema?: string;
  deadlines?: Partial<DatabaseDeadlines>;
};

export type OpenDatabase = {
  db: Kysely<Database>;
  /** For logs: which database this is, without credentials. */
  description: string;
  /** The schema the tables live in ('public' unless one was asked for): pass it to migrateToLatest. */
  schema: string;
  close(): Promise<void>;
};

const schemaName = (schema: string) => {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) {
    throw new Error(`Invalid schema name ${JSON.stringify(schema)}: use lower-case letters, digits and _`);
  }
  return schema;
};

/**
 * Opens the database: PostgreSQL through a pg Pool (parameterised queries as prepared statements), or
 * embedded PGlite. Run migrations separately.
 */
export const openDatabase = async (options: DatabaseOptions): Promise<OpenDatabase> => {
  const schema = options.schema === undefined ? undefined : schemaName(options.schema);
  const deadlines = { ...defaultDeadlines, ...options.deadlines };
  let db: Kysely<Database>;
  let description: string;
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      statement_timeout: deadlines.statementMs,
      lock_timeout: deadlines.lockMs,
      idle_in_transaction_session_timeout: deadlines.idleInTransactionMs,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparedStatementPool(pool) }) });
    description = `PostgreSQL ${redactUrl(options.url)}`;
  } else {
    if (options.dataDir !== undefined) mkdirSync(options.dataDir, { recursive: true });
    const client = await PGlite.create(options.dataDir === undefined ? {} : { dataDir: options.dataDir });
    db = new Kysely<Database>({ dialect: new PGliteDialect(client, { waitMs: deadlines.connectionWaitMs }) });
    description = options.dataDir === undefined ? 'PGlite in memory' : `PGlite at ${options.dataDir}`;
  }
  try {
    if (schema) {
      await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
      // PGlite has one connection: set its search_path once. (pg sets it per connection above.)
      if (options.kind === 'pglite') await sql`set search_path to ${sql.id(schema)}`.execute(db);
    } else {
      await sql`select 1`.execute(db);
    }
  } catch (error) {
    await db.destroy().catch(() => {});
    throw error;
  }
  return {
    db,
    description: schema ? `${description} (schema ${schema})` : description,
    schema: schema ?? 'public',
    close: () => db.destroy(),
  };
};
