import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../http/errors.ts';
import { TokenError, type TokenVerifier } from './verifier.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Firebase uid of the signed-in account; set by the auth hook on game routes. */
    uid: string;
  }
}

/** `Bearer <JWT>`: three base64url parts. Anything else is refused before verification. */
const bearerPattern = /^Bearer +([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*)\s*$/i;

const unauthenticated = (message: string) =>
  new AppError('unauthenticated', message, { headers: { 'www-authenticate': 'Bearer' } });

/** The onRequest hook of every game route: a valid Firebase ID token, or 401 unauthenticated. */
export const authHook = (verifier: TokenVerifier) =>
  async function authenticate(request: FastifyRequest, _reply: FastifyReply) {
    const header = request.headers.authorization;
    if (header === undefined || header.trim() === '') {
      throw unauthenticated('Sign in first: the Authorization header with a Bearer ID token is missing.');
    }
    const match = bearerPattern.exec(header);
    if (!match?.[1]) {
      throw unauthenticated('The Authorization header must be "Bearer <Firebase ID token>".');
    }
    try {
      request.uid = (await verifier.verify(match[1])).uid;
    } catch (error) {
      if (error instanceof TokenError) {
        if (error.problem === 'unverifiable') request.log.warn({ err: error.cause }, 'ID token could not be verified');
        throw unauthenticated(error.message);
      }
      throw error;
    }
  };
