import { type App, getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { TokenError, type TokenVerifier } from './verifier.ts';

export type FirebaseVerifierOptions = {
  projectId: string;
  /** Verified tokens kept (by their string) until they expire; the oldest go first. */
  cacheSize?: number;
  /** The clock, for the cache. */
  now?: () => number;
};

/** Codes of firebase-admin that mean "this token is no good" rather than "could not check". */
const invalidTokenCodes = new Set([
  'auth/argument-error',
  'auth/invalid-id-token',
  'auth/id-token-revoked',
  'auth/user-disabled',
  'auth/user-not-found',
  'auth/invalid-argument',
]);

const firebaseApp = (projectId: string): App => {
  // One firebase-admin app per project id; the name keeps it apart from any default app.
  const name = `rpg-server-${projectId}`;
  return getApps().find((app) => app.name === name) ?? initializeApp({ projectId }, name);
};

/**
 * Verifies Firebase ID tokens with firebase-admin (signature, audience = projectId,
 * issuer, expiry; against the Auth emulator when FIREBASE_AUTH_EMULATOR_HOST is set,
 * where it checks no signature but looks the user up). A verified token is cached
 * until its `exp`, so a player's requests cost one verification per token.
 */
export const createFirebaseVerifier = ({
  projectId,
  cacheSize = 10_000,
  now = Date.now,
}: FirebaseVerifierOptions): TokenVerifier => {
  const auth = getAuth(firebaseApp(projectId));
  const cache = new Map<string, { uid: string; expiresAtMs: number }>();

  return {
    async verify(token) {
      const cached = cache.get(token);
      if (cached) {
        if (cached.expiresAtMs > now()) return { uid: cached.uid };
        cache.delete(token);
      }
      let decoded: { uid: string; exp: number };
      try {
        decoded = await auth.verifyIdToken(token);
      } catch (error) {
        throw toTokenError(error);
      }
      if (cache.size >= cacheSize) {
        const oldest = cache.keys().next();
        if (!oldest.done) cache.delete(oldest.value);
      }
      cache.set(token, { uid: decoded.uid, expiresAtMs: decoded.exp * 1000 });
      return { uid: decoded.uid };
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
  if (invalidTokenCodes.has(code)) {
    return new TokenError(
      'invalid',
      'The ID token is not valid: it is malformed, forged, revoked, or was issued for another project.',
      { cause: error },
    );
  }
  return new TokenError('unverifiable', 'The ID token could not be verified right now; sign in again or retry later.', {
    cause: error,
  });
};
