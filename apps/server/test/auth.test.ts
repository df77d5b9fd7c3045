import { errorBodySchema } from '@rpg/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createFirebaseVerifier } from '../src/auth/firebase-verifier.ts';
import { TokenError, type TokenVerifier } from '../src/auth/verifier.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { json, startTestServer, type TestServer } from './support/app.ts';
import { characterRows, databaseVariants, type TestDatabase } from './support/databases.ts';
import { emulatorHost, projectId, signUp, type TestUser, unsignedToken } from './support/emulator.ts';
import { badAuthorizations, expectUnauthenticated } from './support/tokens.ts';

emulatorHost(); // fails the file with the command to run when the emulator is missing

const [pglite] = databaseVariants();

describe('authentication of game routes (real Auth emulator)', () => {
  let server: TestServer;
  let user: TestUser;
  beforeAll(async () => {
    if (!pglite) throw new Error('no database variant');
    server = await startTestServer(pglite);
    user = await signUp();
  });
  afterAll(async () => {
    await server?.close();
  });

  const call = (authorization: string | undefined, method: 'GET' | 'POST' = 'GET') =>
    server.app.inject({
      method,
      url: method === 'GET' ? '/api/my-character?lang=pl' : '/api/my-character',
      headers: authorization === undefined ? {} : { authorization },
      ...(method === 'POST' ? { payload: { requestedLang: 'pl', name: 'Intruder' } } : {}),
    });

  it.each(badAuthorizations)(
    '$title -> 401 unauthenticated (GET and POST), nothing changes',
    async ({ header, message }) => {
      const before = await characterRows(server.database);
      expectUnauthenticated(await call(header(user)), message);
      expectUnauthenticated(await call(header(user), 'POST'), message);
      expect(await characterRows(server.database)).toEqual(before);
    },
  );

  it('checks the token before reading the body (a bad body without a token is still a 401)', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/my-character',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expectUnauthenticated(response, /missing/);
  });

  it('accepts a real emulator token, with any case of "bearer"', async () => {
    expect((await call(`Bearer ${user.idToken}`)).statusCode).toBe(404); // signed in, no character yet
    expect((await call(`bearer ${user.idToken}`)).statusCode).toBe(404);
  });

  it('in emulator mode an UNSIGNED token for an existing account is accepted: why production refuses the emulator', async () => {
    const response = await call(`Bearer ${unsignedToken({ sub: user.uid })}`);
    expect(response.statusCode).toBe(404);
    expect(json<{ error: { code: string } }>(response).error.code).toBe('character-not-found');
  });
});

describe('createFirebaseVerifier', () => {
  /** Deletes one emulator account (signed in as itself): its tokens are refused from then on. */
  const deleteAccount = async (idToken: string) => {
    const response = await fetch(`http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:delete?key=any`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken }),
    });
    expect(response.ok, await response.text()).toBe(true);
  };

  it('returns the uid of a real token, and caches it until it expires', async () => {
    const user = await signUp();
    let clock = Date.now();
    const verifier = createFirebaseVerifier({ projectId, now: () => clock });
    expect(await verifier.verify(user.idToken)).toEqual({ uid: user.uid });

    // Delete the account (only this one: the end-to-end runs and other files share the emulator): the
    // cached token still verifies (no lookup) until its exp...
    await deleteAccount(user.idToken);
    expect(await verifier.verify(user.idToken)).toEqual({ uid: user.uid });
    // ...and once it has expired, it is checked again (and refused).
    clock += 2 * 3600 * 1000;
    await expect(verifier.verify(user.idToken)).rejects.toBeInstanceOf(TokenError);
  });

  it('refuses a forged token with a TokenError', async () => {
    const verifier = createFirebaseVerifier({ projectId });
    await expect(verifier.verify(unsignedToken({ sub: 'nobody-here' }))).rejects.toMatchObject({ problem: 'invalid' });
  });

  it('keeps a verified token for 5 minutes at most, even when it expires later', async () => {
    const user = await signUp();
    let clock = Date.now();
    const verifier = createFirebaseVerifier({ projectId, now: () => clock });
    expect(await verifier.verify(user.idToken)).toEqual({ uid: user.uid });
    await deleteAccount(user.idToken);
    // The token is valid for an hour, but the cache trusts it for 5 minutes only: a revoked or deleted
    // account is refused again within 5 minutes.
    clock += 5 * 60 * 1000 - 1000;
    expect(await verifier.verify(user.idToken)).toEqual({ uid: user.uid });
    clock += 2000;
    await expect(verifier.verify(user.idToken)).rejects.toMatchObject({ problem: 'invalid' });
  });

  /** Disables one emulator account, as an administrator would in the Firebase console. */
  const disableAccount = async (uid: string) => {
    const response = await fetch(
      `http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:update`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
        body: JSON.stringify({ localId: uid, disableUser: true }),
      },
    );
    expect(response.ok, await response.text()).toBe(true);
  };

  it('with checkRevoked, refuses a disabled account at the next verification, and readiness checks the account API', async () => {
    const user = await signUp();
    let clock = Date.now();
    const verifier = createFirebaseVerifier({ projectId, now: () => clock, checkRevoked: true });
    expect(await verifier.verify(user.idToken)).toEqual({ uid: user.uid });
    await expect(verifier.check?.()).resolves.toBeUndefined();
    await disableAccount(user.uid);
    clock += 5 * 60 * 1000 + 1000;
    await expect(verifier.verify(user.idToken)).rejects.toMatchObject({ problem: 'invalid' });
  });

  it('never caches a refused token: the same token verifies once its account exists', async () => {
    const uid = `cache-test-${Date.now().toString(36)}-${process.pid}`;
    // The account is created after the token, and its tokens count only from its creation's second on (an
    // earlier auth_time reads as revoked): on a busy machine that is the next second, so the sign-in is dated
    // a minute ahead.
    const token = unsignedToken({ sub: uid, auth_time: Math.floor(Date.now() / 1000) + 60 });
    const verifier = createFirebaseVerifier({ projectId });
    await expect(verifier.verify(token)).rejects.toMatchObject({ problem: 'invalid' });
    const created = await fetch(
      `http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:batchCreate`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
        body: JSON.stringify({ users: [{ localId: uid, email: `${uid}@example.com` }] }),
      },
    );
    expect(created.ok, await created.text()).toBe(true);
    expect(await verifier.verify(token)).toEqual({ uid });
  });

  it('holds at most cacheSize tokens: the oldest is verified again', async () => {
    const [first, second, third] = [await signUp(), await signUp(), await signUp()];
    if (!first || !second || !third) throw new Error('sign-up failed');
    const verifier = createFirebaseVerifier({ projectId, cacheSize: 2 });
    for (const user of [first, second, third]) expect(await verifier.verify(user.idToken)).toEqual({ uid: user.uid });
    await deleteAccount(first.idToken);
    await deleteAccount(third.idToken);
    // The first token was pushed out by the third: checked again, and refused; the third is still cached.
    await expect(verifier.verify(first.idToken)).rejects.toMatchObject({ problem: 'invalid' });
    expect(await verifier.verify(third.idToken)).toEqual({ uid: third.uid });
  });
});

describe('when the identity provider cannot be reached', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  /** What the Firebase verifier does when the emulator (or Google's keys) does not answer. */
  const unreachable: TokenVerifier = {
    verify: async () => {
      throw new TokenError('unverifiable', 'The identity provider could not be reached to check the ID token.');
    },
    check: async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:9099');
    },
  };
  beforeAll(async () => {
    if (!pglite) throw new Error('no database variant');
    database = await pglite.open();
    app = await buildApp({ db: database.db, auth: unreachable });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('answers 503 auth-unavailable with Retry-After, never a 401 that would end the session, and changes nothing', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/my-character',
      headers: { authorization: `Bearer ${unsignedToken({ sub: 'someone' })}` },
      payload: { requestedLang: 'pl', name: 'Patient' },
    });
    expect(response.statusCode, response.body).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.headers['www-authenticate']).toBeUndefined();
    const { error } = errorBodySchema.parse(json(response));
    expect(error.code).toBe('auth-unavailable');
    expect(error.message).toMatch(/could not be reached/);
    expect(await characterRows(database)).toEqual([]);
  });

  it('still answers 401 to a request without a token: that needs no provider', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/my-character?lang=pl' });
    expect(response.statusCode).toBe(401);
  });

  it('readiness says not ready, and which part is missing; liveness stays ok', async () => {
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    expect(json(ready)).toEqual({
      data: { status: 'not-ready', database: 'ok', migrations: 'applied', identityProvider: 'unreachable' },
    });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('readiness against the real emulator', () => {
  it('is ready when the database and the emulator answer', async () => {
    if (!pglite) throw new Error('no database variant');
    const server = await startTestServer(pglite);
    try {
      const ready = await server.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode, ready.body).toBe(200);
      expect(json(ready)).toEqual({
        data: { status: 'ready', database: 'ok', migrations: 'applied', identityProvider: 'ok' },
      });
    } finally {
      await server.close();
    }
  });

  it('is not ready on a database its migrations have not run on, and says so', async () => {
    const database = await openDatabase({ kind: 'pglite' });
    const app = await buildApp({ db: database.db, auth: createFirebaseVerifier({ projectId }) });
    try {
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode, ready.body).toBe(503);
      expect(json(ready)).toMatchObject({ data: { status: 'not-ready', database: 'ok', migrations: 'pending' } });
      await migrateToLatest(database.db, database.schema);
      expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it("the verifier's check fails when nothing answers at the emulator's address", async () => {
    await expect(createFirebaseVerifier({ projectId, emulatorHost: '127.0.0.1:9' }).check?.()).rejects.toThrow();
  });
});
