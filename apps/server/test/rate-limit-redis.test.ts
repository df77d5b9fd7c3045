import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AppOptions, buildApp } from '../src/app.ts';
import { createFirebaseVerifier } from '../src/auth/firebase-verifier.ts';
import { type ErrorReply, json } from './support/app.ts';
import { databaseVariants, type TestDatabase } from './support/databases.ts';
import { bearer, emulatorHost, projectId } from './support/emulator.ts';
import { createPlayer, type TestPlayer } from './support/players.ts';
import { freePort } from './support/process.ts';
import { redisTestsRun, testRedisUrl } from './support/redis.ts';

emulatorHost();

const [pglite] = databaseVariants();
if (!pglite) throw new Error('no database variant');

const redisUrl = testRedisUrl;
const redisAddress = new URL(redisUrl);
const redisPort = Number(redisAddress.port || 6379);
const haveRedis = await redisTestsRun();

/** Keys of this run only (runs sharing one Redis never count in each other's windows), of each test its own. */
const prefix = `rpg:test:${process.pid}:${Date.now().toString(36)}:`;
let tests = 0;
let testPrefix = prefix;

/**
 * A TCP proxy in front of Redis that the test can cut (every connection dropped, the port closed) and
 * bring back on the same port: Redis going away and coming back under a running server.
 */
const redisProxy = async () => {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = createConnection({ host: redisAddress.hostname, port: redisPort });
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        const address = server?.address();
        if (typeof address === 'object' && address) port = address.port;
        resolve();
      });
    });
  await open();
  return {
    url: () => `redis://127.0.0.1:${port}`,
    cut: async () => {
      const closed = new Promise((resolve) => server?.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    restore: open,
  };
};

/** Log lines of an app, parsed (pino writes one JSON object a line). */
const logSink = () => {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, stream, warnings: () => lines.filter((line) => line.level === 40).map((line) => line.msg) };
};

type Instance = { app: FastifyInstance; database: TestDatabase; close: () => Promise<void> };

/**
 * Instances of the game over one database, as several processes behind a load balancer would be. The
 * clock is fixed in the middle of a minute so no window ends during a test.
 */
const clock = () => new Date('2026-01-01T10:00:10Z');
let database: TestDatabase;
const apps: FastifyInstance[] = [];
const startInstance = async (options: Partial<AppOptions> = {}): Promise<Instance> => {
  const app = await buildApp({
    db: database.db,
    auth: createFirebaseVerifier({ projectId }),
    now: clock,
    rateLimitPrefix: testPrefix,
    ...options,
  });
  await app.ready();
  apps.push(app);
  return { app, database, close: () => app.close() };
};

const myCharacter = (instance: Instance, player: TestPlayer) =>
  instance.app.inject({ method: 'GET', url: '/api/my-character?lang=pl', headers: bearer(player.idToken) });
const health = (instance: Instance) => instance.app.inject({ method: 'GET', url: '/api/health' });

/** `count` calls, one after another; their statuses. */
const statusesOf = async (count: number, call: () => Promise<LightMyRequestResponse>) => {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await call()).statusCode);
  return statuses;
};

const expectRateLimited = (response: LightMyRequestResponse, retryAfter?: number) => {
  expect(response.statusCode, response.body).toBe(429);
  expect(json<ErrorReply>(response).error.code).toBe('rate-limited');
  const seconds = Number(response.headers['retry-after']);
  if (retryAfter === undefined) expect(seconds).toBeGreaterThan(0);
  else expect(seconds).toBe(retryAfter);
};

/** Calls that each answer within a second, none of them a 5xx (whatever Redis does meanwhile). */
const expectPromptAnswers = async (calls: (() => Promise<LightMyRequestResponse>)[]) => {
  for (const call of calls) {
    const started = performance.now();
    const response = await call();
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(response.statusCode, response.body).toBeLessThan(300);
  }
};

const limits = (addressPerMinute: number, accountPerMinute: number) => ({
  rateLimits: { addressPerMinute, accountPerMinute },
});

beforeAll(async () => {
  database = await pglite.open();
});
beforeEach(() => {
  testPrefix = `${prefix}${++tests}:`;
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});
afterAll(async () => {
  await database?.drop();
  if (!haveRedis) return;
  const redis = new Redis(redisUrl);
  try {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
});

describe.skipIf(!haveRedis)(
  haveRedis
    ? 'rate limits shared in Redis by two instances'
    : `rate limits shared in Redis by two instances (skipped: nothing answers at ${redisUrl}; start redis-server or set TEST_REDIS_URL)`,
  () => {
    it('counts an account across both instances: 6 calls on one and 4 on the other, the 11th refused on either', async () => {
      const a = await startInstance({ ...limits(0, 10), redisUrl });
      const b = await startInstance({ ...limits(0, 10), redisUrl });
      const player = await createPlayer(a);
      // Creating the character was the first call (on a).
      expect(await statusesOf(5, () => myCharacter(a, player))).toEqual(Array(5).fill(200));
      expect(await statusesOf(4, () => myCharacter(b, player))).toEqual(Array(4).fill(200));
      // The window of the fixed clock (10:00:10) ends at 10:01:00.
      expectRateLimited(await myCharacter(b, player), 50);
      expectRateLimited(await myCharacter(a, player), 50);
      // Another account has its own count.
      const other = await createPlayer(b);
      expect((await myCharacter(a, other)).statusCode).toBe(200);
    });

    it('counts an address across both instances: 6 calls on one and 4 on the other, the 11th refused', async () => {
      const a = await startInstance({ ...limits(10, 0), redisUrl });
      const b = await startInstance({ ...limits(10, 0), redisUrl });
      expect(await statusesOf(6, () => health(a))).toEqual(Array(6).fill(200));
      expect(await statusesOf(4, () => health(b))).toEqual(Array(4).fill(200));
      expectRateLimited(await health(a));
      expectRateLimited(await health(b));
      // Another address has its own count.
      const elsewhere = await a.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.0.0.7' });
      expect(elsewhere.statusCode).toBe(200);
    });

    it('says in readiness that the shared counters answer, at /api/health/ready and /api/ready', async () => {
      const a = await startInstance({ ...limits(10, 10), redisUrl });
      for (const url of ['/api/health/ready', '/api/ready']) {
        const ready = await a.app.inject({ method: 'GET', url });
        expect(ready.statusCode, ready.body).toBe(200);
        expect(json(ready)).toEqual({
          data: {
            status: 'ready',
            database: 'ok',
            migrations: 'applied',
            identityProvider: 'ok',
            rateLimitStore: 'ok',
          },
        });
      }
    });

    it('keeps serving, uncounted and warning once, while Redis is away; counts again once it is back', async () => {
      const proxy = await redisProxy();
      const sinks = [logSink(), logSink()];
      const [a, b] = await Promise.all(
        sinks.map((sink) =>
          startInstance({ ...limits(1000, 10), redisUrl: proxy.url(), logger: { level: 'info', stream: sink.stream } }),
        ),
      );
      if (!a || !b) throw new Error('no instances');
      const player = await createPlayer(a);
      expect(await statusesOf(2, () => myCharacter(a, player))).toEqual([200, 200]);
      expect(await statusesOf(3, () => myCharacter(b, player))).toEqual([200, 200, 200]);

      await proxy.cut();
      // Twice the limit and more, on both: all answered at once, none counted, none refused.
      await expectPromptAnswers(
        Array.from(
          { length: 24 },
          (_, i) => () => (i % 3 === 0 ? health(i % 2 ? a : b) : myCharacter(i % 2 ? a : b, player)),
        ),
      );
      for (const instance of [a, b]) {
        const ready = await instance.app.inject({ method: 'GET', url: '/api/ready' });
        // Readiness does not fail on Redis (every instance shares it): it says so.
        expect(ready.statusCode).toBe(200);
        expect(json<{ data: { rateLimitStore: string } }>(ready).data.rateLimitStore).toBe('unreachable');
      }
      for (const sink of sinks) {
        expect(sink.warnings().filter((line) => /Redis at .* does not answer/.test(line))).toHaveLength(1);
        // The log names where Redis is, never more (a password would be ***).
        expect(sink.warnings()[0]).toContain(proxy.url());
      }

      await proxy.restore();
      // ioredis reconnects on its own (at most two seconds apart).
      const deadline = Date.now() + 10_000;
      while ((await a.app.inject({ method: 'GET', url: '/api/ready' })).body.includes('unreachable')) {
        if (Date.now() > deadline) throw new Error('the instance did not reconnect to Redis within 10 s');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      while ((await b.app.inject({ method: 'GET', url: '/api/ready' })).body.includes('unreachable')) {
        if (Date.now() > deadline) throw new Error('the instance did not reconnect to Redis within 10 s');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // The count goes on from the 6 calls made before the outage (the creation and 5 reads).
      expect(await statusesOf(4, () => myCharacter(b, player))).toEqual(Array(4).fill(200));
      expectRateLimited(await myCharacter(a, player), 50);
      for (const sink of sinks) {
        expect(sink.lines.filter((line) => /answers again/.test(line.msg))).toHaveLength(1);
      }
    });
  },
);

describe('rate limits without Redis', () => {
  it("counts in each instance's memory: two instances do not share a count", async () => {
    const a = await startInstance(limits(0, 10));
    const b = await startInstance(limits(0, 10));
    const player = await createPlayer(a);
    // The account: 1 + 9 calls on a, 10 on b, all answered (shared, 20 would be past 10); the 11th on a is refused.
    expect(await statusesOf(9, () => myCharacter(a, player))).toEqual(Array(9).fill(200));
    expect(await statusesOf(10, () => myCharacter(b, player))).toEqual(Array(10).fill(200));
    expectRateLimited(await myCharacter(a, player), 50);
    // The address: 10 calls on each of two other instances, all answered; the 11th on one is refused.
    const c = await startInstance(limits(10, 0));
    const d = await startInstance(limits(10, 0));
    expect(await statusesOf(10, () => health(c))).toEqual(Array(10).fill(200));
    expect(await statusesOf(10, () => health(d))).toEqual(Array(10).fill(200));
    expectRateLimited(await health(c));
  });

  it('starts and serves at once when the configured Redis does not answer (nothing listens at its port)', async () => {
    const url = `redis://127.0.0.1:${await freePort()}`;
    const sink = logSink();
    const started = performance.now();
    const a = await startInstance({ ...limits(10, 10), redisUrl: url, logger: { level: 'warn', stream: sink.stream } });
    expect(performance.now() - started).toBeLessThan(1_500);
    const player = await createPlayer(a);
    await expectPromptAnswers(Array.from({ length: 25 }, (_, i) => () => (i % 2 ? health(a) : myCharacter(a, player))));
    const ready = await a.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(json(ready)).toEqual({
      data: {
        status: 'ready',
        database: 'ok',
        migrations: 'applied',
        identityProvider: 'ok',
        rateLimitStore: 'unreachable',
      },
    });
    expect(sink.warnings()).toHaveLength(1);
    expect(sink.warnings()[0]).toMatch(/Redis at redis:\/\/127\.0\.0\.1:\d+ does not answer .*count nothing/);
  });
});
