import { errorBodySchema } from '@rpg/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { json } from './app.ts';
import { type TestUser, unsignedToken } from './emulator.ts';

/** An Authorization header the server must refuse with 401, and what its message must say. */
export type BadAuthorization = {
  title: string;
  /** The header for `user` (a real emulator account); undefined sends none. */
  header: (user: TestUser) => string | undefined;
  message: RegExp;
};

const now = () => Math.floor(Date.now() / 1000);

/**
 * Every way a request can come without a valid sign-in: no header, malformed headers, a tampered
 * real token, forged tokens (an unknown account, another Firebase project) and an expired one. The
 * emulator checks no signature, so the forgeries are refused for their claims, as production would.
 */
export const badAuthorizations: readonly BadAuthorization[] = [
  {
    title: 'no Authorization header',
    header: () => undefined,
    message: /Authorization header with a Bearer ID token is missing/,
  },
  { title: 'an empty Authorization header', header: () => '', message: /missing/ },
  { title: 'a Basic scheme', header: () => 'Basic dXNlcjpwYXNz', message: /must be "Bearer <Firebase ID token>"/ },
  { title: '"Bearer" without a token', header: () => 'Bearer ', message: /must be "Bearer <Firebase ID token>"/ },
  {
    title: 'a token that is not a JWT',
    header: () => 'Bearer not-a-jwt',
    message: /must be "Bearer <Firebase ID token>"/,
  },
  { title: 'two tokens', header: (user) => `Bearer ${user.idToken} ${user.idToken}`, message: /must be "Bearer/ },
  { title: 'a garbage JWT-shaped token', header: () => 'Bearer aaaa.bbbb.cccc', message: /not valid/ },
  {
    title: 'a real token with a tampered payload',
    header: (user) => {
      const [head, , signature] = user.idToken.split('.');
      return `Bearer ${head}.${Buffer.from('{"sub":"someone-else"}').toString('base64url')}.${signature}`;
    },
    message: /not valid/,
  },
  {
    title: 'a forged token for an account that does not exist',
    header: () => `Bearer ${unsignedToken({ sub: 'no-such-user-0123456789' })}`,
    message: /not valid/,
  },
  {
    title: 'a token issued for another project',
    header: (user) =>
      `Bearer ${unsignedToken({ sub: user.uid, aud: 'demo-other', iss: 'https://securetoken.google.com/demo-other' })}`,
    message: /not valid/,
  },
  {
    title: 'an expired token',
    header: (user) =>
      `Bearer ${unsignedToken({ sub: user.uid, iat: now() - 7200, auth_time: now() - 7200, exp: now() - 3600 })}`,
    message: /expired/,
  },
];

/** Asserts the catalogue's 401: `unauthenticated`, a Bearer challenge, and a message matching `message`. */
export const expectUnauthenticated = (response: LightMyRequestResponse, message: RegExp) => {
  expect(response.statusCode, response.body).toBe(401);
  expect(response.headers['www-authenticate']).toBe('Bearer');
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const { error } = errorBodySchema.strict().parse(json(response));
  expect(error.code).toBe('unauthenticated');
  expect(error.message).toMatch(message);
};
