import { errorCodes, routeNames, routes } from '@rpg/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { TokenError } from '../src/auth/verifier.ts';
import { type OpenDatabase, openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { handlers } from '../src/features/handlers.ts';

/** The reference needs no auth: a verifier that refuses every token proves it. */
const refuseAll = { verify: async () => Promise.reject(new TokenError('invalid', 'no tokens in this test')) };
/** For the unimplemented-route checks: every token is account "u1". */
const anyToken = { verify: async () => ({ uid: 'u1' }) };

type Document = {
  openapi: string;
  paths: Record<string, Record<string, { operationId: string }>>;
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> };
};

describe('the published API reference', () => {
  let app: FastifyInstance;
  let database: OpenDatabase;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    app = await buildApp({ db: database.db, auth: refuseAll });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('serves the OpenAPI 3.1 document at /api/openapi.json without auth', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    const document = response.json<Document>();
    expect(document.openapi).toBe('3.1.0');
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('lists every route of the contract, implemented or not', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<Document>();
    for (const name of routeNames) {
      const route = routes[name];
      expect(
        document.paths[route.path]?.[route.method.toLowerCase()]?.operationId,
        `${route.method} ${route.path}`,
      ).toBe(name);
    }
  });

  it('serves a self-contained HTML reference at /api/docs without auth', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    const page = response.body;
    // Offline: no script, no stylesheet or image from anywhere else.
    expect(page).not.toMatch(/<script/i);
    expect(page).not.toMatch(/(?:src|href)="(?:https?:)?\/\//i);
    for (const name of routeNames) {
      const route = routes[name];
      expect(page, name).toContain(`<code class="path">/api${route.path}</code>`);
      expect(page, name).toContain(`<span class="name">${name}</span>`);
    }
    for (const code of errorCodes) expect(page).toContain(`<code>${code}</code>`);
    expect(page).toContain('id="schema-Character"');
    expect(page).toContain('doStatsPointsAvaiable');
  });

  it('keeps answering 404 for unknown API routes', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.yaml' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'not-found' } });
  });
});

describe('routes of the contract and their handlers', () => {
  let app: FastifyInstance;
  let database: OpenDatabase;
  // The app built without two handlers: registration leaves out what has no handler.
  const left = ['getRankingPage', 'rollQuests'] as const;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    await migrateToLatest(database.db);
    const partial = Object.fromEntries(
      Object.entries(handlers).filter(([name]) => !(left as readonly string[]).includes(name)),
    );
    app = await buildApp({ db: database.db, auth: anyToken, handlers: partial });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('every route of the contract has its handler', () => {
    const implemented = new Set<string>(Object.keys(handlers));
    expect(routeNames.filter((name) => !implemented.has(name))).toEqual([]);
  });

  it('a route without a handler is not registered: it answers the ordinary 404 not-found', async () => {
    for (const name of left) {
      const route = routes[name];
      const url = `/api${route.path.replace('{id}', '3')}`;
      const response = await app.inject({
        method: route.method,
        url,
        headers: { authorization: 'Bearer a.b.c' },
        ...(route.method === 'POST' ? { payload: { id: 1, requestedLang: 'pl' } } : {}),
      });
      expect(response.statusCode, `${route.method} ${url}`).toBe(404);
      expect(response.json(), `${route.method} ${url}`).toMatchObject({ error: { code: 'not-found' } });
    }
  });

  it('leave the implemented routes working', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/my-character?lang=pl',
      headers: { authorization: 'Bearer a.b.c' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'character-not-found' } });
  });
});
