import { connect, type Socket } from 'node:net';
import { errorBodySchema } from '@rpg/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createFirebaseVerifier } from '../src/auth/firebase-verifier.ts';
import { json } from './support/app.ts';
import { databaseVariants, type TestDatabase } from './support/databases.ts';
import { emulatorHost, projectId, signUp, type TestUser } from './support/emulator.ts';

emulatorHost();

/** Short deadlines, so the test waits seconds, not the production minutes. */
const timeouts = { headersMs: 1500, requestMs: 1500, idleMs: 4000, keepAliveMs: 1000, checkEveryMs: 250 };

type Exchange = { text: string; closedAfterMs: number };

/** Opens a raw TCP connection, lets `talk` write to it, and collects what the server sends until it closes. */
const exchange = (port: number, talk: (socket: Socket) => void, giveUpMs = 15_000): Promise<Exchange> =>
  new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect({ host: '127.0.0.1', port });
    let text = '';
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the connection was still open after ${giveUpMs} ms; received: ${text.slice(0, 300)}`));
    }, giveUpMs);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      text += chunk;
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve({ text, closedAfterMs: Date.now() - started });
    });
    socket.on('connect', () => talk(socket));
  });

/** The status, headers and JSON body of the one HTTP answer in `text`. */
const parseAnswer = (text: string) => {
  const [head = '', body = ''] = text.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers = Object.fromEntries(
    headerLines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) as unknown };
};

const expectCatalogueAnswer = (text: string, status: number, code: string) => {
  const answer = parseAnswer(text);
  expect(answer.status, text).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(errorBodySchema.strict().parse(answer.body).error.code).toBe(code);
};

describe('no request may hang, and every answer has the catalogue shape', { timeout: 60_000 }, () => {
  const [pglite] = databaseVariants();
  let database: TestDatabase;
  let app: FastifyInstance;
  let port: number;
  let user: TestUser;
  beforeAll(async () => {
    if (!pglite) throw new Error('no database variant');
    database = await pglite.open();
    app = await buildApp({ db: database.db, auth: createFirebaseVerifier({ projectId }), timeouts });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (typeof address !== 'object' || address === null) throw new Error('no port');
    port = address.port;
    user = await signUp();
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const changeNameHead = () =>
    [
      'POST /api/my-character/change-name HTTP/1.1',
      'Host: localhost',
      `Authorization: Bearer ${user.idToken}`,
      'Content-Type: application/json',
      'Content-Length: 100',
      '',
      '',
    ].join('\r\n');

  it('answers a body that stops halfway 408 request-timeout and closes the connection', async () => {
    const { text, closedAfterMs } = await exchange(port, (socket) => socket.write(`${changeNameHead()}{"name":"Zo`));
    expectCatalogueAnswer(text, 408, 'request-timeout');
    expect(closedAfterMs).toBeLessThan(timeouts.requestMs + 3000);
  });

  it('answers a body dripped a byte at a time 408 too: the deadline is for the whole request', async () => {
    let drip: NodeJS.Timeout | undefined;
    const { text } = await exchange(port, (socket) => {
      socket.write(changeNameHead());
      drip = setInterval(() => socket.writable && socket.write(' '), 200);
    });
    clearInterval(drip);
    expectCatalogueAnswer(text, 408, 'request-timeout');
  });

  it('answers headers that never end 408, and closes 200 such connections held at once', async () => {
    const held = await Promise.all(
      Array.from({ length: 200 }, () =>
        exchange(port, (socket) => socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ')),
      ),
    );
    for (const { text } of held) expectCatalogueAnswer(text, 408, 'request-timeout');
    // The server still answers.
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('closes an idle keep-alive connection after its request was answered', async () => {
    const { text, closedAfterMs } = await exchange(port, (socket) =>
      socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n'),
    );
    expect(parseAnswer(text).status).toBe(200);
    expect(closedAfterMs).toBeLessThan(timeouts.keepAliveMs + 3000);
  });

  it('answers a URL over 16 KiB 431 headers-too-large in the catalogue shape', async () => {
    const { text } = await exchange(port, (socket) =>
      socket.write(`GET /api/health?${'a'.repeat(17 * 1024)} HTTP/1.1\r\nHost: localhost\r\n\r\n`),
    );
    expectCatalogueAnswer(text, 431, 'headers-too-large');
  });

  it.each([
    [
      'Transfer-Encoding with Content-Length',
      'POST /api/health HTTP/1.1\r\nHost: localhost\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    ],
    [
      'a malformed chunk',
      'POST /api/my-character HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nabc\r\n0\r\n\r\n',
    ],
    ['a NUL in a header', 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Bad: a\u0000b\r\n\r\n'],
  ])('answers malformed HTTP (%s) 400 bad-request in the catalogue shape', async (_title, request) => {
    const { text } = await exchange(port, (socket) => socket.write(request));
    expectCatalogueAnswer(text, 400, 'bad-request');
  });

  it('answers an unknown API route, a wrong method and a 413 on an unknown route with no-store', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/api/no-such-route' });
    const wrongMethod = await app.inject({ method: 'DELETE', url: '/api/my-character' });
    const tooLarge = await app.inject({
      method: 'POST',
      url: '/api/no-such-route',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ padding: 'x'.repeat(70 * 1024) }),
    });
    for (const [response, status, code] of [
      [unknown, 404, 'not-found'],
      [wrongMethod, 405, 'method-not-allowed'],
      [tooLarge, 413, 'payload-too-large'],
    ] as const) {
      expect(response.statusCode, response.body).toBe(status);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(errorBodySchema.strict().parse(json(response)).error.code).toBe(code);
    }
  });
});
