import type { Agent } from 'node:http';
import { type App, getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { TokenError, type TokenVerifier } from './verifier.ts';

export type FirebaseVerifierOptions = {
  projectId: string;
  /** Verified tokens kept (by their string); when full, the oldest go first. */
  cacheSize?: number;
  /** How long a verified token is trusted without asking again, at most (and never past its `exp`). */
  cacheMs?: number;
  /** The clock, for the cache. */
  now?: () => number;
  /** Where verification's keys come from: the Auth emulator's host, else Google's public keys. */
  emulatorHost?: string | undefined;
  /**
   * Ask the provider whether the account is disabled or its sessions revoked, at each verification
   * (so within `cacheMs` of it happening). Outside the emulator a valid signature alone would keep such
   * a token good until it expires, up to an hour; asking needs the server's Google credentials. (The
   * emulator always asks.)
   */
  checkRevoked?: boolean;
  /** The HTTP agent firebase-admin fetches Google's public keys through (tests simulate an outage with one). */
  httpAgent?: Agent;
};

/** Google's public keys for Firebase ID tokens: what verifyIdToken fetches outside the emulator. */
const publicKeysUrl = 'https://www.googleapis.com/robot/v1/metadata/x509/securetoken@system.gserviceaccount.com';

/** Five minutes: a revoked token or a deleted or disabled account is refused again within that. */
export const tokenCacheMs = 5 * 60 * 1000;

/** Codes of firebase-admin that mean "this token is no good" rather than "could not check". */
const invalidTokenCodes = new Set([
  'auth/argument-error',
  'auth/invalid-id-token',
  'auth/id-token-revoked',
  'auth/user-disabled',
  'auth/user-not-found',
  'auth/invalid-argument',
]);

/**
 * What firebase-admin says when Google's public keys could not be fetched: it reports that as
 * `auth/argument-error` (the code of a malformed token), so only the message tells an outage apart
 * ("Error while making request: ... ECONNREFUSED", a timeout, or an error answer from Google).
 */
const keyFetchFailure = /Error while making request|Error fetching (public keys|Json Web Keys)/;

let agentApps = 0;
const firebaseApp = (projectId: string, httpAgent: Agent | undefined): App => {
  // One firebase-admin app per project id; the name keeps it apart from any default app.
  if (httpAgent) return initializeApp({ projectId, httpAgent }, `rpg-server-${projectId}-agent-${++agentApps}`);
  const name = `rpg-server-${projectId}`;
  return getApps().find((app) => app.name === name) ?? initializeApp({ projectId }, name);
};

/**
 * Verifies Firebase ID tokens with firebase-admin (signature, audience = projectId,
 * issuer, expiry; against the Auth emulator when FIREBASE_AUTH_EMULATOR_HOST is set,
 * where it checks no signature but looks the user up). A verified token is cached by its
 * string until min(its exp, 5 minutes from now), so a player's requests cost one verification
 * every 5 minutes; a refused token is never cached, and requests arriving together with the
 * same new token share one verification.
 */
export const createFirebaseVerifier = ({
  projectId,
  cacheSize = 10_000,
  cacheMs = tokenCacheMs,
  now = Date.now,
  emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST,
  checkRevoked = false,
  httpAgent,
}: FirebaseVerifierOptions): TokenVerifier => {
  const auth = getAuth(firebaseApp(projectId, httpAgent));
  const cache = new Map<string, { uid: string; expiresAtMs: number }>();
  const pending = new Map<string, Promise<{ uid: string }>>();

  const verifyAndCache = async (token: string): Promise<{ uid: string }> => {
    let decoded: { uid: string; exp: number };
    try {
      decoded = await auth.verifyIdToken(token, checkRevoked);
    } catch (error) {
      throw toTokenError(error);
    }
    if (cache.size >= cacheSize) {
      const oldest = cache.keys().next();
      if (!oldest.done) cache.delete(oldest.value);
    }
    cache.set(token, { uid: decoded.uid, expiresAtMs: Math.min(decoded.exp * 1000, now() + cacheMs) });
    return { uid: decoded.uid };
  };

  return {
    async check() {
      const url = emulatorHost ? `http://${emulatorHost}/` : publicKeysUrl;
      const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      // Asking about revocation needs the account API and the server's credentials: a lookup of an
      // account no one has proves both (any answer but "no such user" means the check cannot be made).
      if (checkRevoked) {
        await auth.getUser('rpg-readiness-probe').catch((error: unknown) => {
          const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
          if (code !== 'auth/user-not-found') throw error;
        });
      }
    },
    async verify(token) {
      const cached = cache.get(token);
      if (cached) {
        if (cached.expiresAtMs > now()) return { uid: cached.uid };
        cache.delete(token);
      }
      const inFlight = pending.get(token);
      if (inFlight) return inFlight;
      const verification = verifyAndCache(token).finally(() => pending.delete(token));
      pending.set(token, verification);
      return verification;
    },
  };
};
const toTokenError = (error: unknown): TokenError => {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  if (code === 'auth/id-token-expired') {
    return new TokenError('expired', 'The ID token has expired: get a fresh one (getIdToken) and retry.', {
      cause: error,
    });
  }
  const message = error instanceof Error ? error.message : '';
  // Google's keys out of reach (production): the provider's outage, not the player's token.
  const outage = code === 'auth/argument-error' && keyFetchFailure.test(message);
  if (invalidTokenCodes.has(code) && !outage) {
    return new TokenError(
      'invalid',
      'The ID token is not valid: it is malformed, forged, revoked, or was issued for another project.',
      { cause: error },
    );
  }
  return new TokenError(
    'unverifiable',
    'The identity provider could not be reached to check the ID token; retry in a few seconds.',
    {
      cause: error,
    },
  );
};
