import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { TokenVerifier } from '../src/auth/verifier.ts';
import { type OpenDatabase, openDatabase } from '../src/db/database.ts';
import { handlers } from '../src/features/handlers.ts';
import type { RouteHandlers } from '../src/http/routes.ts';

/** These tests are about the HTTP plumbing, not tokens: every token is account "u1". */
const anyToken: TokenVerifier = { verify: async () => ({ uid: 'u1' }) };
const token = { authorization: 'Bearer a.b.c' };

const capture = () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: { level: 'error', stream } };
};

describe('contract checks and unexpected errors', { timeout: 60_000 }, () => {
  let app: FastifyInstance | undefined;
  let database: OpenDatabase;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
  });
  afterEach(async () => {
    await app?.close();
  });
  afterAll(async () => {
    await database?.close();
  });

  const build = async (overrides: Partial<RouteHandlers>, production = false, validateReplies?: boolean) => {
    const log = capture();
    app = await buildApp({
      db: database.db,
      auth: anyToken,
      handlers: { ...handlers, ...overrides },
      logger: log.logger,
      production,
      ...(validateReplies === undefined ? {} : { validateReplies }),
    });
    return { app, log };
  };

  it('a reply that breaks the contract is logged clearly and answered 500 (outside production)', async () => {
    const { app, log } = await build({
      getMyCharacter: async () => ({ data: { name: 'Broken' } }) as never,
    });
    const response = await app.inject({ method: 'GET', url: '/api/my-character?lang=pl', headers: token });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: {
        code: 'internal-error',
        message: 'Something went wrong on the server; nothing was changed. Please try again.',
      },
    });
    const logged = log.lines.join('');
    expect(logged).toContain('Contract break: the reply of GET /api/my-character (getMyCharacter) does not match');
    expect(logged).toContain('level');
  });

  it('in production the reply is not checked', async () => {
    const { app } = await build({ getMyCharacter: async () => ({ data: { name: 'Unchecked' } }) as never }, true);
    const response = await app.inject({ method: 'GET', url: '/api/my-character?lang=pl', headers: token });
    expect(response.statusCode).toBe(200);
  });

  it('validateReplies is its own setting: off in development lets a broken reply through, on in production checks it', async () => {
    const broken = { getMyCharacter: async () => ({ data: { name: 'Broken' } }) as never };
    const unchecked = await build(broken, false, false);
    const through = await unchecked.app.inject({ method: 'GET', url: '/api/my-character?lang=pl', headers: token });
    expect(through.statusCode).toBe(200);
    expect(through.json()).toEqual({ data: { name: 'Broken' } });
    await unchecked.app.close();

    const checked = await build(broken, true, true);
    const refused = await checked.app.inject({ method: 'GET', url: '/api/my-character?lang=pl', headers: token });
    expect(refused.statusCode).toBe(500);
    expect(checked.log.lines.join('')).toContain('Contract break: the reply of GET /api/my-character');
  });

  it('an unexpected failure is a 500 internal-error with a generic message; the details go to the log only', async () => {
    const { app, log } = await build({
      getMyCharacter: async () => {
        throw new Error('database exploded: secret detail');
      },
    });
    const response = await app.inject({ method: 'GET', url: '/api/my-character?lang=pl', headers: token });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret detail');
    expect(response.json()).toMatchObject({ error: { code: 'internal-error' } });
    expect(log.lines.join('')).toContain('database exploded: secret detail');
  });
});
