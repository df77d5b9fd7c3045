/**
 * `npm run seed -- --players N`: N sample players for the running stack (see scripts/seed.mjs
 * and run.ts for how the mode is chosen). Options: --players N (default 20), --api URL
 * (default SEED_API_URL or http://127.0.0.1:3000/api), --seed S (profiles' random seed).
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from '../config.ts';
import { lockDataDir } from '../db/data-dir-lock.ts';
import { type OpenDatabase, openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { isServerUp } from './api.ts';
import { runSeed, type SeedMode } from './run.ts';

const { values } = parseArgs({
  options: { players: { type: 'string', default: '20' }, api: { type: 'string' }, seed: { type: 'string' } },
});
const players = Number(values.players);
if (!Number.isInteger(players) || players < 1 || players > 10_000) {
  console.error('--players must be a whole number from 1 to 10000');
  process.exit(2);
}
const apiUrl = (values.api ?? process.env.SEED_API_URL ?? 'http://127.0.0.1:3000/api').replace(/\/$/, '');
const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST || '127.0.0.1:9099';
const databaseUrl = process.env.DATABASE_URL || undefined;

const serverUp = await isServerUp(apiUrl);
let database: OpenDatabase | undefined;
let release = () => {};
let mode: SeedMode;
try {
  if (databaseUrl) {
    database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 2 });
    mode = serverUp ? 'api+db' : 'direct';
  } else if (serverUp) {
    mode = 'api+actions';
  } else {
    // Where `npm start` keeps the embedded database: $DATA_DIR/pglite (default .data/pglite); SEED_DATA_DIR overrides.
    const dataDir = process.env.SEED_DATA_DIR || join(process.env.DATA_DIR || join(repoRoot, '.data'), 'pglite');
    release = lockDataDir(dataDir); // refuses when a server holds the embedded database
    database = await openDatabase({ kind: 'pglite', dataDir });
    mode = 'direct';
  }
  if (database && mode === 'direct') await migrateToLatest(database.db, database.schema);
  console.info(
    `Seeding ${players} players: ${mode} (API ${serverUp ? `${apiUrl} is up` : 'not running'}; ` +
      `emulator ${emulatorHost}; database ${database?.description ?? 'held by the server'})`,
  );
  const seeded = await runSeed({
    players,
    mode,
    apiUrl,
    emulatorHost,
    ...(database ? { db: database.db } : {}),
    ...(values.seed ? { seed: Number(values.seed) } : {}),
    log: (line) => console.info(line),
  });
  console.info(`✔ ${seeded.length} sample players created (password of every account: seed-password).`);
} catch (error) {
  console.error(`✖ Seeding failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database?.close();
  release();
}
