import { generateKeyPairSync, sign } from 'node:crypto';
import { Agent } from 'node:https';
import { connect, createServer, type Socket } from 'node:net';
import { errorBodySchema } from '@rpg/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createFirebaseVerifier } from '../src/auth/firebase-verifier.ts';
import { json } from './support/app.ts';
import { characterRows, databaseVariants, type TestDatabase } from './support/databases.ts';
import { projectId } from './support/emulator.ts';

/** A port on this machine where nothing listens: a connection to it is refused. */
const closedPort = async () => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return address.port;
};

/** An HTTPS agent whose every connection is refused: Google's public keys out of reach. */
class RefusingAgent extends Agent {
  constructor(private readonly port: number) {
    super();
  }
  override createConnection(): Socket {
    return connect({ host: '127.0.0.1', port: this.port });
  }
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A well-formed RS256 Firebase ID token (signed with a key of our own: it cannot be checked without Google's). */
const rs256Token = (sub: string) => {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const now = Math.floor(Date.now() / 1000);
  const head = base64url({ alg: 'RS256', typ: 'JWT', kid: 'a-key-id' });
  const body = base64url({
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: now,
    user_id: sub,
    sub,
    iat: now,
    exp: now + 3600,
    firebase: { identities: {}, sign_in_provider: 'password' },
  });
  const signature = sign('RSA-SHA256', Buffer.from(`${head}.${body}`), privateKey).toString('base64url');
  return `${head}.${body}.${signature}`;
};

describe("production, Google's public keys unreachable (identity provider outage)", { timeout: 60_000 }, () => {
  const [pglite] = databaseVariants();
  let database: TestDatabase;
  let app: FastifyInstance;
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  beforeAll(async () => {
    if (!pglite) throw new Error('no database variant');
    // Production: firebase-admin checks signatures against Google's keys, not the emulator.
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    database = await pglite.open();
    const auth = createFirebaseVerifier({
      projectId,
      emulatorHost: undefined,
      httpAgent: new RefusingAgent(await closedPort()),
    });
    app = await buildApp({ db: database.db, auth, production: true });
  });
  afterAll(async () => {
    if (emulator !== undefined) process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator;
    await app?.close();
    await database?.drop();
  });

  it('answers a well-formed RS256 token 503 auth-unavailable with Retry-After, not a 401, and changes nothing', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/my-character',
      headers: { authorization: `Bearer ${rs256Token('outage-player')}` },
      payload: { requestedLang: 'pl', name: 'Cierpliwy' },
    });
    expect(response.statusCode, response.body).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.headers['www-authenticate']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-store');
    const { error } = errorBodySchema.strict().parse(json(response));
    expect(error.code).toBe('auth-unavailable');
    expect(await characterRows(database)).toEqual([]);
  });

  it('still refuses a token that is malformed on its face (no provider needed) with 401', async () => {
    const [, body, signature] = rs256Token('outage-player').split('.');
    const noneAlg = `${base64url({ alg: 'none', typ: 'JWT' })}.${body}.${signature}`;
    const response = await app.inject({
      method: 'GET',
      url: '/api/my-character?lang=pl',
      headers: { authorization: `Bearer ${noneAlg}` },
    });
    expect(response.statusCode, response.body).toBe(401);
    expect(errorBodySchema.parse(json(response)).error.code).toBe('unauthenticated');
  });
});
