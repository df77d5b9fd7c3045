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

/** Seconds a client waits before it retries when the identity provider did not answer. */
export const authRetryAfterSeconds = 5;

/**
 * The onRequest hook of every game route: a valid Firebase ID token, or 401 unauthenticated; 503
 * auth-unavailable (with Retry-After) when the identity provider could not be asked.
 */
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
        if (error.problem === 'unverifiable') {
          // Not the player's fault, and not the end of the session: the client retries, it does not sign out.
          request.log.warn({ err: error.cause }, 'ID token could not be verified');
          throw new AppError('auth-unavailable', error.message, {
            headers: { 'retry-after': String(authRetryAfterSeconds) },
          });
        }
        throw unauthenticated(error.message);
      }
      throw error;
    }
  };
