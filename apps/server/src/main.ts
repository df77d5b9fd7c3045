import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { createFirebaseVerifier } from './auth/firebase-verifier.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock.ts';
import { type OpenDatabase, openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { databaseStartMessage } from './db/start-errors.ts';
import { assertPortFree, listenErrorMessage } from './listen.ts';

/** Prints one line to stderr and exits with 1: for failures the operator must fix. */
const fail = (message: string): never => {
  process.stderr.write(`${message}\n`);
  process.exit(1);
};

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

try {
  await assertPortFree(config.port, config.host);
} catch (error) {
  fail(
    listenErrorMessage(error, config.port, config.host) ??
      `Cannot listen on ${config.host}:${config.port}: ${String(error)}`,
  );
}

let releaseLock: (() => void) | undefined;
if (config.database.kind === 'pglite') {
  try {
    releaseLock = lockDataDir(config.database.dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) fail(error.message);
    fail(databaseStartMessage(error, config.database) ?? `Cannot use the data folder: ${String(error)}`);
  }
}
process.on('exit', () => releaseLock?.());

let database: OpenDatabase | undefined;
let app: FastifyInstance | undefined;
let stopping = false;

const stop = async (signal: string) => {
  if (stopping) {
    process.stderr.write(`${signal} again: exiting without waiting.\n`);
    process.exit(1);
  }
  stopping = true;
  process.stdout.write(`${signal} received: stopping the server...\n`);
  try {
    await app?.close();
    await database?.close();
    process.stdout.write('Server stopped.\n');
    process.exit(0);
  } catch (error) {
    process.stderr.write(`Error while stopping: ${String(error)}\n`);
    process.exit(1);
  }
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

// The database first: a failure here is the database's, told as such (never as a listen error).
const { db: opened, applied } = await openDatabase(config.database)
  .then(async (db) => {
    database = db;
    return { db, applied: await migrateToLatest(db.db, db.schema) };
  })
  .catch(async (error: unknown) => {
    await database?.close().catch(() => {});
    return fail(
      databaseStartMessage(error, config.database) ??
        `The database could not be opened (${config.database.kind}): ${error instanceof Error ? error.message : String(error)}`,
    );
  });

try {
  app = await buildApp({
    db: opened.db,
    auth: createFirebaseVerifier({
      projectId: config.firebase.projectId,
      checkRevoked: config.firebase.checkRevoked,
    }),
    staticDir: config.staticDir,
    storybookDir: config.storybookDir,
    production: config.production,
    validateReplies: config.validateReplies,
    logger: { level: config.logLevel },
    corsOrigins: config.corsOrigins,
    rateLimits: config.rateLimits,
    trustProxy: config.trustProxy,
    redisUrl: config.redisUrl,
    authEmulatorHost: config.firebase.emulatorHost,
  });
  await app.listen({ port: config.port, host: config.host });
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`;
  const auth = config.firebase.emulatorHost
    ? `Firebase Auth emulator at ${config.firebase.emulatorHost}`
    : `Firebase project ${config.firebase.projectId}`;
  const { addressPerMinute, accountPerMinute } = config.rateLimits;
  let limits = config.redisUrl ? 'counted in Redis, shared by every instance' : "counted in this process's memory";
  if (addressPerMinute === 0 && accountPerMinute === 0) limits = 'off';
  process.stdout.write(
    [
      `RPG server ready at ${url} (API under ${url}/api)`,
      `  database: ${opened.description}${applied.length ? `, migrated: ${applied.join(', ')}` : ''}`,
      `  auth: ${auth} (project ${config.firebase.projectId})`,
      `  rate limits: ${limits}`,
      `  static: ${config.staticDir ?? '(no app build; API and game assets only)'}`,
      ...(config.storybookDir ? [`  storybook: ${url}/storybook/`] : []),
      '',
    ].join('\n'),
  );
} catch (error) {
  const message = listenErrorMessage(error, config.port, config.host);
  await app?.close().catch(() => {});
  await database?.close().catch(() => {});
  if (message) fail(message);
  process.stderr.write(`The server could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  if (error instanceof Error && error.stack) process.stderr.write(`${error.stack}\n`);
  process.exit(1);
}
