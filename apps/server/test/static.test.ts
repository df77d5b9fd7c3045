import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { TokenError } from '../src/auth/verifier.ts';
import { type OpenDatabase, openDatabase } from '../src/db/database.ts';

const bigScript = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i}`))};`;

/** Static serving needs no auth: a verifier that refuses everything. */
const refuseAll = { verify: async () => Promise.reject(new TokenError('invalid', 'no tokens in this test')) };

describe('serving the built app and the game assets', () => {
  let app: FastifyInstance;
  let database: OpenDatabase;
  let dist: string;
  let storybook: string;
  beforeAll(async () => {
    storybook = mkdtempSync(join(tmpdir(), 'rpg-storybook-'));
    writeFileSync(join(storybook, 'index.html'), '<!doctype html><title>Storybook</title>');
    writeFileSync(join(storybook, 'index.json'), '{"v":5,"entries":{}}');
    dist = mkdtempSync(join(tmpdir(), 'rpg-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>RPG</title><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'index-AbC123.js'), 'console.log("app")');
    // What apps/game/build/precompress.ts writes beside a file that shrinks.
    writeFileSync(join(dist, 'assets', 'big-XyZ789.js'), bigScript);
    writeFileSync(join(dist, 'assets', 'big-XyZ789.js.br'), brotliCompressSync(bigScript));
    writeFileSync(join(dist, 'assets', 'big-XyZ789.js.gz'), gzipSync(bigScript));
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // What apps/game/build/prerender.ts writes: the signed-out pages in each language.
    for (const language of ['pl', 'de']) {
      mkdirSync(join(dist, 'prerendered', language, 'account'), { recursive: true });
      writeFileSync(join(dist, 'prerendered', language, 'index.html'), `<title>home ${language}</title>`);
      writeFileSync(join(dist, 'prerendered', language, 'account', 'login.html'), `<title>login ${language}</title>`);
    }
    database = await openDatabase({ kind: 'pglite' });
    app = await buildApp({ db: database.db, auth: refuseAll, staticDir: dist, storybookDir: storybook });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(dist, { recursive: true, force: true });
    rmSync(storybook, { recursive: true, force: true });
  });

  it('publishes the built Storybook at /storybook/', async () => {
    const redirect = await app.inject({ method: 'GET', url: '/storybook', headers: html });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe('/storybook/');
    const page = await app.inject({ method: 'GET', url: '/storybook/', headers: html });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Storybook</title>');
    const index = await app.inject({ method: 'GET', url: '/storybook/index.json' });
    expect(index.json()).toEqual({ v: 5, entries: {} });
  });

  const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

  it('says the Storybook is being built until its folder has an index.html, then serves it', async () => {
    const building = mkdtempSync(join(tmpdir(), 'rpg-storybook-building-'));
    const other = await buildApp({ db: database.db, auth: refuseAll, staticDir: dist, storybookDir: building });
    try {
      for (const url of ['/storybook/', '/storybook/index.json', '/storybook/iframe.html?id=x']) {
        const waiting = await other.inject({ method: 'GET', url, headers: html });
        expect(waiting.statusCode, url).toBe(503);
        expect(waiting.headers['retry-after']).toBe('15');
        expect(waiting.headers['cache-control']).toBe('no-store');
        expect(waiting.body).toContain('Storybook is being built');
      }
      writeFileSync(join(building, 'index.html'), '<!doctype html><title>Storybook</title>');
      const ready = await other.inject({ method: 'GET', url: '/storybook/', headers: html });
      expect(ready.statusCode).toBe(200);
      expect(ready.body).toContain('<title>Storybook</title>');
      // Its manager frames its own preview: same origin only, and no CSP (its inline scripts).
      expect(ready.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(ready.headers['content-security-policy']).toBeUndefined();
      // The game itself never waits for it.
      expect((await other.inject({ method: 'GET', url: '/', headers: html })).statusCode).toBe(200);
    } finally {
      await other.close();
      rmSync(building, { recursive: true, force: true });
    }
  });

  it('serves index.html at / (revalidated, not cached for long)', async () => {
    // (A session hint: the home's prerendered copy is another test's.)
    const response = await app.inject({ method: 'GET', url: '/', headers: { ...html, cookie: 'rpg.signedIn=1' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
    // The page may not be framed by any site, and runs only the scripts of its own origin.
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self';");
  });

  it('sends a prerendered signed-out page in the language its hint cookie names, varying by cookie', async () => {
    const page = (url: string, cookie?: string) =>
      app.inject({ method: 'GET', url, headers: { ...html, ...(cookie === undefined ? {} : { cookie }) } });
    const home = await page('/');
    expect(home.body).toBe('<title>home pl</title>');
    expect(home.headers.vary).toContain('cookie');
    expect(home.headers['cache-control']).toBe('no-cache');
    expect((await page('/account/login/?next=%2Fshop', 'rpg.language=de')).body).toBe('<title>login de</title>');
    // An unknown language, or one the build has no copy in, gets Polish, and a page it did not write the app's shell.
    expect((await page('/account/login', 'rpg.language=xx')).body).toBe('<title>login pl</title>');
    expect((await page('/account/login', 'rpg.language=en')).body).toContain('<div id="root"></div>');
    expect((await page('/account/register')).body).toContain('<div id="root"></div>');
  });

  it('sends the plain shell where the prerendered page would not be shown as written', async () => {
    for (const cookie of ['rpg.signedIn=1', 'rpg.theme=light', 'a=b; rpg.signedIn=1; rpg.language=de']) {
      const response = await app.inject({ method: 'GET', url: '/', headers: { ...html, cookie } });
      expect(response.body, cookie).toContain('<div id="root"></div>');
    }
    const defaultTheme = await app.inject({ method: 'GET', url: '/', headers: { ...html, cookie: 'rpg.theme=game' } });
    expect(defaultTheme.body).toBe('<title>home pl</title>');
  });

  it('answers a form posted to a signed-out page (before the app ran) with that page again, by GET', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/account/login',
      headers: { ...html, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40b.c&password=secret',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/account/login');
    const elsewhere = await app.inject({ method: 'POST', url: '/shop', headers: html, payload: {} });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('caches hashed /assets/* for a year', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("sends the build's brotli or gzip copy to a browser that accepts it, the file itself to others", async () => {
    const brotli = await app.inject({
      method: 'GET',
      url: '/assets/big-XyZ789.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(bigScript);

    const gzip = await app.inject({
      method: 'GET',
      url: '/assets/big-XyZ789.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const plain = await app.inject({
      method: 'GET',
      url: '/assets/big-XyZ789.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigScript);
  });

  it('falls back to index.html for client routes a browser asks for', async () => {
    for (const url of ['/my-character', '/account/register?next=%2Fmy-character', '/deep/client/route']) {
      const response = await app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
      // After a deploy a deep link must not load yesterday's index.html from a cache.
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers JSON 404 for missing files that are not pages, and for unknown API routes even from a browser', async () => {
    const missingAsset = await app.inject({ method: 'GET', url: '/assets/missing.js', headers: { accept: '*/*' } });
    expect(missingAsset.statusCode).toBe(404);
    expect(missingAsset.json()).toMatchObject({ error: { code: 'not-found' } });
    const api = await app.inject({ method: 'GET', url: '/api/nothing-here', headers: html });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: { code: 'not-found' } });
  });

  it('serves the game assets at /images', async () => {
    const response = await app.inject({ method: 'GET', url: '/images/icons/coin.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('refuses path traversal', async () => {
    const response = await app.inject({ method: 'GET', url: '/images/../../package.json' });
    expect(response.statusCode).not.toBe(200);
    const encoded = await app.inject({ method: 'GET', url: '/images/%2e%2e/%2e%2e/package.json' });
    expect(encoded.statusCode).not.toBe(200);
  });

  it('keeps the API working beside the static files', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ data: { status: 'ok' } });
    const unauthenticated = await app.inject({ method: 'GET', url: '/api/my-character?lang=pl' });
    expect(unauthenticated.statusCode).toBe(401);
  });
});
