import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createFirebaseVerifier } from '../src/auth/firebase-verifier.ts';
import { WindowLimiter } from '../src/http/rate-limit.ts';
import { type ErrorReply, json, startTestServer, type TestServer } from './support/app.ts';
import { databaseVariants } from './support/databases.ts';
import { bearer, emulatorHost, projectId, signUp } from './support/emulator.ts';

emulatorHost();

const [pglite] = databaseVariants();
if (!pglite) throw new Error('no database variant');

describe('production hardening', { timeout: 60_000 }, () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('sends security headers on API answers and pages', async () => {
    server = await startTestServer(pglite);
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toMatch(/max-age=/);
    // No site may frame the game (clickjacking), and no inline or injected script may run.
    expect(response.headers['x-frame-options']).toBe('DENY');
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toMatch(/script-src 'self'(;|$)/);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(response.headers['x-powered-by']).toBeUndefined();
    // A local game runs on plain http: only production upgrades every request to https.
    expect(String(response.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
  });

  it("tells browsers and caches to keep no API reply: a player's data, an error, the health check", async () => {
    server = await startTestServer(pglite);
    const user = await signUp();
    const mine = await server.app.inject({
      method: 'GET',
      url: '/api/my-character?lang=pl',
      headers: bearer(user.idToken),
    });
    expect(mine.statusCode).toBe(404);
    expect(mine.headers['cache-control']).toBe('no-store');
    const refused = await server.app.inject({ method: 'GET', url: '/api/my-character?lang=pl' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    const health = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.headers['cache-control']).toBe('no-store');
  });

  it('answers 400 for an id no row can have (2^31 and up), on every route that takes one, never a database error', async () => {
    server = await startTestServer(pglite);
    const user = await signUp();
    const calls = [
      { method: 'POST' as const, url: '/api/characters/get-by-id', payload: { id: 2 ** 31, requestedLang: 'pl' } },
      { method: 'POST' as const, url: '/api/shops/buy', payload: { id: 2 ** 53 - 1, requestedLang: 'pl' } },
      { method: 'GET' as const, url: '/api/shops/2147483648?lang=pl' },
    ];
    for (const call of calls) {
      const response = await server.app.inject({ ...call, headers: bearer(user.idToken) });
      expect(response.statusCode, call.url).toBe(400);
      expect(json<ErrorReply>(response).error.field, call.url).toBe('id');
    }
  });

  it("answers a path value the router refuses (over 100 characters, a malformed %-escape) with the catalogue's 400", async () => {
    server = await startTestServer(pglite);
    const user = await signUp();
    for (const url of [`/api/shops/${'1'.repeat(101)}`, `/api/battles/${'9'.repeat(150)}`, '/api/shops/%E0%A4%A']) {
      const response = await server.app.inject({ method: 'GET', url, headers: bearer(user.idToken) });
      expect(response.statusCode, url).toBe(400);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(json<ErrorReply>(response).error.code).toBe('bad-request');
    }
  });

  it('allows only the configured origins to call the API from another site', async () => {
    server = await startTestServer(pglite, { corsOrigins: ['https://play.example.com'] });
    const preflight = (origin: string) =>
      server?.app.inject({
        method: 'OPTIONS',
        url: '/api/my-character?lang=pl',
        headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
      });
    const allowed = await preflight('https://play.example.com');
    expect(allowed?.headers['access-control-allow-origin']).toBe('https://play.example.com');
    expect(String(allowed?.headers['access-control-allow-headers'])).toMatch(/authorization/i);
    const refused = await preflight('https://evil.example.com');
    expect(refused?.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers 429 rate-limited with Retry-After past the per-address limit', async () => {
    server = await startTestServer(pglite, { rateLimits: { addressPerMinute: 3, accountPerMinute: 0 } });
    const statuses: number[] = [];
    let last: Awaited<ReturnType<TestServer['app']['inject']>> | undefined;
    for (let i = 0; i < 5; i++) {
      last = await server.app.inject({ method: 'GET', url: '/api/health' });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(json<ErrorReply>(last as never).error.code).toBe('rate-limited');
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
    // The game's files are not counted: a page load past the API's limit still gets its chunks.
    const page = await server.app.inject({ method: 'GET', url: '/assets/index.js' });
    expect(page.statusCode).not.toBe(429);
  });

  it('behind a trusted proxy counts each player address it forwards, never the proxy itself', async () => {
    const from = (address: string) => ({ 'x-forwarded-for': address });
    const call = (headers: Record<string, string>) =>
      server?.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.0.0.2', headers });
    server = await startTestServer(pglite, {
      rateLimits: { addressPerMinute: 2, accountPerMinute: 0 },
      trustProxy: ['10.0.0.0/8'],
    });
    const first = [await call(from('203.0.113.7')), await call(from('203.0.113.7')), await call(from('203.0.113.7'))];
    expect(first.map((response) => response?.statusCode)).toEqual([200, 200, 429]);
    expect((await call(from('198.51.100.4')))?.statusCode).toBe(200);
    await server.close();
    // Not trusted: a client's own X-Forwarded-For changes nothing, or anyone could dodge the limit.
    server = await startTestServer(pglite, { rateLimits: { addressPerMinute: 2, accountPerMinute: 0 } });
    const dodging = [await call(from('1.1.1.1')), await call(from('2.2.2.2')), await call(from('3.3.3.3'))];
    expect(dodging.map((response) => response?.statusCode)).toEqual([200, 200, 429]);
  });

  it('limits each account on its own: one busy player does not block another', async () => {
    let now = new Date('2026-01-01T10:00:00Z');
    server = await startTestServer(pglite, {
      rateLimits: { addressPerMinute: 0, accountPerMinute: 2 },
      now: () => now,
    });
    const [busy, other] = await Promise.all([signUp(), signUp()]);
    const get = (token: string) =>
      server?.app.inject({ method: 'GET', url: '/api/my-character?lang=pl', headers: bearer(token) });
    expect((await get(busy.idToken))?.statusCode).toBe(404);
    expect((await get(busy.idToken))?.statusCode).toBe(404);
    const limited = await get(busy.idToken);
    expect(limited?.statusCode).toBe(429);
    expect(json<ErrorReply>(limited as never).error.code).toBe('rate-limited');
    expect((await get(other.idToken))?.statusCode).toBe(404);
    now = new Date('2026-01-01T10:01:00Z');
    expect((await get(busy.idToken))?.statusCode).toBe(404);
  });

  it('never writes a bearer token into the logs', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    server = await startTestServer(pglite, { logger: { level: 'trace', stream } });
    const user = await signUp();
    await server.app.inject({ method: 'GET', url: '/api/my-character?lang=pl', headers: bearer(user.idToken) });
    await server.app.inject({ method: 'GET', url: '/api/my-character?lang=pl', headers: bearer('a.b.c') });
    expect(lines.length).toBeGreaterThan(0);
    const logs = lines.join('\n');
    expect(logs).not.toContain(user.idToken);
    expect(logs).not.toContain('Bearer');
  });
});

describe('graceful shutdown', () => {
  it('finishes the requests in flight when it closes (SIGTERM, a deploy), and takes no new ones', async () => {
    const database = await pglite.open();
    const app = await buildApp({ db: database.db, auth: createFirebaseVerifier({ projectId }) });
    let started!: () => void;
    const inFlight = new Promise<void>((resolve) => {
      started = resolve;
    });
    // A slow request, as a write under load is: it must end with its answer, not a cut connection.
    app.get('/api/test-slow', async () => {
      started();
      await new Promise((resolve) => setTimeout(resolve, 500));
      return { data: 'done' };
    });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const slow = fetch(`${base}/api/test-slow`);
      await inFlight;
      const closing = app.close();
      const answer = await slow;
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ data: 'done' });
      await closing;
      await expect(fetch(`${base}/api/health`)).rejects.toThrow();
    } finally {
      await app.close();
      await database.drop();
    }
  });
});

describe('WindowLimiter', () => {
  it('counts per key and starts again in the next window', () => {
    const limiter = new WindowLimiter({ max: 2, windowMs: 1000 });
    limiter.hit('a', 0);
    limiter.hit('a', 10);
    expect(() => limiter.hit('a', 20)).toThrow(/Too many requests/);
    limiter.hit('b', 30);
    limiter.hit('a', 1000);
  });
});
