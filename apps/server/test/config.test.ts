import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, repoRoot } from '../src/config.ts';
import { listenErrorMessage } from '../src/listen.ts';

/** The least a production start needs: PostgreSQL and a real Firebase project. */
const production = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgresql://rpg@db.example:5432/rpg',
  FIREBASE_PROJECT_ID: 'rpg-live',
};

describe('loadConfig', () => {
  it('has defaults for an empty environment: port 3000 on 127.0.0.1, PGlite in <repo>/.data/pglite, demo-rpg', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      production: false,
      nodeEnv: 'development',
      logLevel: 'info',
      database: { kind: 'pglite', dataDir: join(repoRoot, '.data', 'pglite') },
      firebase: { projectId: 'demo-rpg', emulatorHost: undefined, checkRevoked: false },
      staticDir: undefined,
      corsOrigins: [],
      rateLimits: { addressPerMinute: 1200, accountPerMinute: 600 },
      validateReplies: true,
    });
  });

  it('checks replies against the contract by default outside production only; VALIDATE_REPLIES decides when set', () => {
    expect(loadConfig({}).validateReplies).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).validateReplies).toBe(true);
    expect(loadConfig(production).validateReplies).toBe(false);
    expect(loadConfig({ VALIDATE_REPLIES: 'false' }).validateReplies).toBe(false);
    expect(loadConfig({ VALIDATE_REPLIES: '' }).validateReplies).toBe(true);
    expect(loadConfig({ ...production, VALIDATE_REPLIES: 'true' }).validateReplies).toBe(true);
    expect(() => loadConfig({ VALIDATE_REPLIES: 'yes' })).toThrow(
      /VALIDATE_REPLIES: must be true or false \(got "yes"\)/,
    );
  });

  it('reads the CORS origins and the rate limits, and refuses an origin that is not a URL', () => {
    const config = loadConfig({
      CORS_ORIGINS: 'https://play.example.com, http://localhost:5173',
      RATE_LIMIT_ADDRESS_PER_MINUTE: '0',
      RATE_LIMIT_ACCOUNT_PER_MINUTE: '30',
    });
    expect(config.corsOrigins).toEqual(['https://play.example.com', 'http://localhost:5173']);
    expect(config.rateLimits).toEqual({ addressPerMinute: 0, accountPerMinute: 30 });
    expect(() => loadConfig({ CORS_ORIGINS: 'play.example.com' })).toThrow(/CORS_ORIGINS/);
  });

  it('treats a blank rate limit as unset (the default), never as 0 (no limit)', () => {
    const config = loadConfig({ RATE_LIMIT_ADDRESS_PER_MINUTE: '', RATE_LIMIT_ACCOUNT_PER_MINUTE: '  ' });
    expect(config.rateLimits).toEqual({ addressPerMinute: 1200, accountPerMinute: 600 });
    expect(() => loadConfig({ RATE_LIMIT_ACCOUNT_PER_MINUTE: 'lots' })).toThrow(
      /RATE_LIMIT_ACCOUNT_PER_MINUTE: must be a whole number of requests per minute \(0 for no limit\) \(got "lots"\)/,
    );
    expect(() => loadConfig({ RATE_LIMIT_ADDRESS_PER_MINUTE: '-5' })).toThrow(/RATE_LIMIT_ADDRESS_PER_MINUTE/);
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    expect(loadConfig({ DATABASE_URL: 'postgresql://u@db:5432/game' }).database).toEqual({
      kind: 'postgres',
      url: 'postgresql://u@db:5432/game',
    });
  });

  it('names every bad variable and its value', () => {
    const attempt = () => loadConfig({ PORT: 'abc', NODE_ENV: 'prod', DATABASE_URL: 'mysql://x' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT: must be a number \(got "abc"\)/);
    expect(attempt).toThrow(/NODE_ENV: must be development, production or test \(got "prod"\)/);
    expect(attempt).toThrow(/DATABASE_URL: must be a postgres/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT: must be between 1 and 65535/);
  });

  it('refuses a STATIC_DIR without a built app', () => {
    expect(() => loadConfig({ STATIC_DIR: '/nonexistent/dist' })).toThrow(/STATIC_DIR: .* is not a directory/);
  });

  it('refuses to start in production with the Auth emulator, and says why', () => {
    const attempt = () => loadConfig({ ...production, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/Refusing to start: FIREBASE_AUTH_EMULATOR_HOST is set .* NODE_ENV=production/);
    expect(attempt).toThrow(/accepts unsigned ID tokens/);
  });

  it('refuses production on the embedded PGlite or a demo- project, and says what to set', () => {
    const { DATABASE_URL: _database, ...onPglite } = production;
    expect(() => loadConfig(onPglite)).toThrow(
      /Refusing to start: NODE_ENV=production needs DATABASE_URL \(PostgreSQL\)/,
    );
    expect(() => loadConfig({ ...production, FIREBASE_PROJECT_ID: 'demo-rpg' })).toThrow(
      /Refusing to start: FIREBASE_PROJECT_ID is demo-rpg while NODE_ENV=production/,
    );
  });

  it('asks the provider about revoked sessions only when FIREBASE_CHECK_REVOKED=true (it needs credentials)', () => {
    expect(loadConfig({}).firebase.checkRevoked).toBe(false);
    expect(loadConfig(production).firebase.checkRevoked).toBe(false);
    expect(loadConfig({ ...production, FIREBASE_CHECK_REVOKED: 'true' }).firebase.checkRevoked).toBe(true);
    expect(() => loadConfig({ FIREBASE_CHECK_REVOKED: 'yes' })).toThrow(
      /FIREBASE_CHECK_REVOKED: must be true or false/,
    );
  });

  it('reads REDIS_URL for the shared rate-limit counters; blank is unset', () => {
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe('redis://127.0.0.1:6379');
    expect(loadConfig({ REDIS_URL: ' ' }).redisUrl).toBeUndefined();
    expect(() => loadConfig({ REDIS_URL: '127.0.0.1:6379' })).toThrow(
      /REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/,
    );
  });

  it('reads TRUST_PROXY as the proxies to believe; unset believes no X-Forwarded-For', () => {
    expect(loadConfig({}).trustProxy).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: 'uniquelocal' }).trustProxy).toEqual(['uniquelocal']);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(() => loadConfig({ TRUST_PROXY: 'caddy' })).toThrow(/TRUST_PROXY: must be proxy addresses or CIDRs/);
  });

  it('allows production without the emulator, and the emulator outside production', () => {
    expect(loadConfig(production).production).toBe(true);
    expect(loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }).firebase.emulatorHost).toBe('127.0.0.1:9099');
  });
});

describe('listenErrorMessage', () => {
  it('names the port in one line when it is in use', () => {
    const message = listenErrorMessage(
      Object.assign(new Error('listen EADDRINUSE'), { code: 'EADDRINUSE' }),
      3000,
      '127.0.0.1',
    );
    expect(message).toBe(
      'Port 3000 is already in use on 127.0.0.1: stop the program using it, or start the server with another PORT (e.g. PORT=3001).',
    );
  });

  it('leaves unknown errors to the caller', () => {
    expect(listenErrorMessage(new Error('boom'), 3000, '127.0.0.1')).toBeUndefined();
  });
});
