import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { redactUrl } from '../redact.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import { preparedStatementPool } from './prepared-pool.ts';
import type { Database } from './types.ts';

export type DatabaseOptions = (
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** PGlite on disk at `dataDir` (created on first start), or in memory without one. */
  | { kind: 'pglite'; dataDir?: string }
) & {
  /** Run in this PostgreSQL schema (created if missing, first on the search_path): tests use one each. */
  schema?: string;
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
  let db: Kysely<Database>;
  let description: string;
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparedStatementPool(pool) }) });
    description = `PostgreSQL ${redactUrl(options.url)}`;
  } else {
    if (options.dataDir !== undefined) mkdirSync(options.dataDir, { recursive: true });
    const client = await PGlite.create(options.dataDir === undefined ? {} : { dataDir: options.dataDir });
    db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
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
