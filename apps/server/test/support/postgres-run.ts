import pg from 'pg';
import type { TestProject } from 'vitest/node';

/**
 * Global setup of the server tests: the PostgreSQL databases of this run. Each test worker takes a database of its
 * own (own-database.ts), so two files run at once: in one shared database, Kysely's migrator listed the tables of
 * every schema and failed on one that another file was dropping (42P01). The databases are named for the run, so
 * two runs on one machine never meet, and dropped when it ends.
 */
declare module 'vitest' {
  interface ProvidedContext {
    /** TEST_DATABASE_URL as given, whose server holds the run's databases; '' without PostgreSQL. */
    postgresAdminUrl: string;
    /** The start of the run's database names: a worker's is `<prefix><pool id>`. */
    postgresDatabasePrefix: string;
  }
}

/** One statement on its own connection to `url` (database administration: create, list, drop). */
export const admin = async (url: string, statement: string, values: unknown[] = []) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query<{ datname: string }>(statement, values);
  } finally {
    await client.end();
  }
};

export default function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL ?? '';
  const prefix = `rpg_run_${Date.now().toString(36)}_${process.pid}_`;
  project.provide('postgresAdminUrl', url);
  project.provide('postgresDatabasePrefix', prefix);
  return async () => {
    if (!url) return;
    const { rows } = await admin(url, 'select datname from pg_database where starts_with(datname, $1)', [prefix]);
    for (const { datname } of rows) await admin(url, `drop database if exists "${datname}" with (force)`);
  };
}
