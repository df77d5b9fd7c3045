import { inject } from 'vitest';
import { admin } from './postgres-run.ts';

/**
 * Setup file of the server tests: points TEST_DATABASE_URL at this worker's own database (postgres-run.ts), created
 * the first time one of the worker's files runs. Every file reads TEST_DATABASE_URL as before.
 */
const adminUrl = inject('postgresAdminUrl');
if (adminUrl) {
  const name = `${inject('postgresDatabasePrefix')}${process.env.VITEST_POOL_ID ?? '0'}`;
  try {
    await admin(adminUrl, `create database "${name}"`);
  } catch (error) {
    // 42P04 duplicate_database: an earlier file of this worker made it.
    if ((error as { code?: string }).code !== '42P04') throw error;
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  process.env.TEST_DATABASE_URL = url.toString();
}
