import { existsSync, statSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * The repository root (apps/server/src -> ../../..): default home of the embedded database. The built
 * server (apps/server/dist/main.js, see build.mjs) is as deep, so the same path holds there.
 */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** A configuration the server cannot start with; `message` says what to change. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const port = z.coerce
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number' })
  .min(1, { error: 'must be between 1 and 65535' })
  .max(65535, { error: 'must be between 1 and 65535' });

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/**
 * A rate limit in requests per minute, 0 for none. Blank is unset (the default), as for every other
 * variable: `RATE_LIMIT_ADDRESS_PER_MINUTE=` once coerced to 0 and silently turned the limit off.
 */
const perMinute = (fallback: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'must be a whole number of requests per minute (0 for no limit)' })
      .int({ error: 'must be a whole number of requests per minute (0 for no limit)' })
      .nonnegative({ error: 'must be a whole number of requests per minute (0 for no limit)' })
      .default(fallback),
  );

const envSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\/.+/, { error: 'must be a postgres:// or postgresql:// connection URL' })
      .optional(),
  ),
  DATA_DIR: z.preprocess(blankToUndefined, z.string().optional()),
  /** Redis (redis:// or rediss://) for counters every instance shares: the rate limits. Unset: in process memory. */
  REDIS_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^rediss?:\/\/.+/, { error: 'must be a redis:// or rediss:// URL' })
      .optional(),
  ),
  FIREBASE_PROJECT_ID: z
    .string()
    .regex(/^[a-z0-9-]{4,30}$/, { error: 'must be a Firebase project id (lower-case letters, digits and -)' })
    .default('demo-rpg'),
  FIREBASE_AUTH_EMULATOR_HOST: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[^\s/:]+:\d+$/, { error: 'must be host:port, e.g. 127.0.0.1:9099' })
      .optional(),
  ),
  /**
   * Refuse a disabled account's or a revoked session's token at its next verification (within 5 minutes)
   * rather than when it expires (up to an hour): true or false, default false. It asks Firebase's account
   * API, which needs the server's Google credentials (GOOGLE_APPLICATION_CREDENTIALS, or the platform's);
   * readiness then checks them. The emulator always asks.
   */
  FIREBASE_CHECK_REVOKED: z.preprocess(
    blankToUndefined,
    z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
  ),
  NODE_ENV: z.preprocess(
    blankToUndefined,
    z
      .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
      .default('development'),
  ),
  STATIC_DIR: z.preprocess(blankToUndefined, z.string().optional()),
  /** A built Storybook (storybook-static) to publish at /storybook/ for designers. */
  STORYBOOK_DIR: z.preprocess(blankToUndefined, z.string().optional()),
  /** Origins (comma-separated) allowed to call the API from another site; the app's own origin needs none. */
  CORS_ORIGINS: z.preprocess(
    blankToUndefined,
    z
      .string()
      .transform((value) => value.split(',').map((origin) => origin.trim()))
      .pipe(z.array(z.url({ protocol: /^https?$/, error: 'must be http(s) origins separated by commas' })))
      .optional(),
  ),
  /**
   * Behind a reverse proxy (a load balancer, Caddy): the proxies whose X-Forwarded-For is believed, so the
   * per-address limit and the logs see the player's address rather than the proxy's. Comma-separated
   * addresses or CIDRs, or `loopback`, `linklocal`, `uniquelocal` (the private ranges, e.g. a Docker
   * network). Unset: no proxy is believed (a client could otherwise pick its own address).
   */
  TRUST_PROXY: z.preprocess(
    blankToUndefined,
    z
      .string()
      .transform((value) => value.split(',').map((part) => part.trim()))
      .pipe(
        z.array(
          z.string().regex(/^(loopback|linklocal|uniquelocal|[0-9a-fA-F.:]+(\/\d{1,3})?)$/, {
            error:
              'must be proxy addresses or CIDRs, comma-separated (e.g. 10.0.0.0/8), or loopback, linklocal, uniquelocal',
          }),
        ),
      )
      .optional(),
  ),
  /** Requests per minute from one address (all routes) and from one account (game routes); 0 turns a limit off. */
  RATE_LIMIT_ADDRESS_PER_MINUTE: perMinute(1200),
  RATE_LIMIT_ACCOUNT_PER_MINUTE: perMinute(600),
  /**
   * Check every reply against the contract (a mismatch is logged and answered 500): true or false.
   * Default: on in development and tests, off in production. A bench measures the server with it off.
   */
  VALIDATE_REPLIES: z.preprocess(
    blankToUndefined,
    z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
  ),
  LOG_LEVEL: z.preprocess(
    blankToUndefined,
    z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
  ),
});

/** Every environment variable the server reads: a deployment that sets another has a typo in it. */
export const configVariables = Object.keys(envSchema.shape) as (keyof typeof envSchema.shape)[];

export type Config = {
  port: number;
  host: string;
  production: boolean;
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };
  /** Where the rate limits keep their counters: shared by every instance in Redis, or this process's memory. */
  redisUrl: string | undefined;
  /** The reverse proxies whose X-Forwarded-For is believed (their addresses or ranges), or none. */
  trustProxy: string[] | undefined;
  firebase: { projectId: string; emulatorHost: string | undefined; checkRevoked: boolean };
  staticDir: string | undefined;
  storybookDir: string | undefined;
  corsOrigins: string[];
  /** Requests per minute per address and per account; 0 is no limit. */
  rateLimits: { addressPerMinute: number; accountPerMinute: number };
  /** Every reply checked against the contract (VALIDATE_REPLIES; default: not in production). */
  validateReplies: boolean;
};

const absolute = (path: string) => (isAbsolute(path) ? path : resolve(process.cwd(), path));

/**
 * Reads the server's configuration from environment variables. Throws a ConfigError
 * naming every bad variable, or refusing an unsafe combination.
 */
export const loadConfig = (env: Record<string, string | undefined>): Config => {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const value = env[name];
      return `  ${name}: ${issue.message}${value === undefined ? '' : ` (got ${JSON.stringify(value)})`}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production && e.FIREBASE_AUTH_EMULATOR_HOST !== undefined) {
    throw new ConfigError(
      `Refusing to start: FIREBASE_AUTH_EMULATOR_HOST is set (${e.FIREBASE_AUTH_EMULATOR_HOST}) while NODE_ENV=production. ` +
        'In emulator mode firebase-admin accepts unsigned ID tokens, so anyone could act as any player. ' +
        'Unset FIREBASE_AUTH_EMULATOR_HOST in production, or run with NODE_ENV=development against the emulator.',
    );
  }
  if (production && e.DATABASE_URL === undefined) {
    throw new ConfigError(
      'Refusing to start: NODE_ENV=production needs DATABASE_URL (PostgreSQL). The embedded PGlite is a ' +
        'single-process database for development: one server instance, no backups, no replicas. ' +
        'Set DATABASE_URL=postgresql://user:password@host:5432/database, or run with NODE_ENV=development.',
    );
  }
  if (production && e.FIREBASE_PROJECT_ID.startsWith('demo-')) {
    throw new ConfigError(
      `Refusing to start: FIREBASE_PROJECT_ID is ${e.FIREBASE_PROJECT_ID} while NODE_ENV=production. A demo- ` +
        'project exists only in the Auth emulator: set FIREBASE_PROJECT_ID to your Firebase project.',
    );
  }
  let staticDir: string | undefined;
  if (e.STATIC_DIR !== undefined) {
    staticDir = absolute(e.STATIC_DIR);
    if (!existsSync(staticDir) || !statSync(staticDir).isDirectory()) {
      throw new ConfigError(
        `Invalid configuration:\n  STATIC_DIR: ${staticDir} is not a directory (build the app first)`,
      );
    }
    if (!existsSync(join(staticDir, 'index.html'))) {
      throw new ConfigError(
        `Invalid configuration:\n  STATIC_DIR: ${staticDir} has no index.html (build the app first)`,
      );
    }
  }
  let storybookDir: string | undefined;
  if (e.STORYBOOK_DIR !== undefined) {
    // It may not be built yet (`npm start` builds it in the background): /storybook/ says so meanwhile.
    storybookDir = absolute(e.STORYBOOK_DIR);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    production,
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
    database:
      e.DATABASE_URL !== undefined
        ? { kind: 'postgres', url: e.DATABASE_URL }
        : { kind: 'pglite', dataDir: absolute(e.DATA_DIR ?? join(repoRoot, '.data', 'pglite')) },
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY,
    firebase: {
      projectId: e.FIREBASE_PROJECT_ID,
      emulatorHost: e.FIREBASE_AUTH_EMULATOR_HOST,
      checkRevoked: e.FIREBASE_CHECK_REVOKED === 'true',
    },
    staticDir,
    storybookDir,
    corsOrigins: e.CORS_ORIGINS ?? [],
    rateLimits: {
      addressPerMinute: e.RATE_LIMIT_ADDRESS_PER_MINUTE,
      accountPerMinute: e.RATE_LIMIT_ACCOUNT_PER_MINUTE,
    },
    validateReplies: e.VALIDATE_REPLIES === undefined ? !production : e.VALIDATE_REPLIES === 'true',
  };
};
