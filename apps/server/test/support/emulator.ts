import { type EmulatorAccount, type FetchLike, signUpInEmulator } from '@rpg/contracts/client';

/**
 * Helpers for the REAL Firebase Auth emulator. The server tests run inside
 * `firebase emulators:exec`, which sets FIREBASE_AUTH_EMULATOR_HOST; without it
 * they fail with the command to use (never a silent skip).
 */
export const runCommand =
  'npm run test:server (from the repository root; it runs the tests inside the Firebase Auth emulator)';

export const emulatorHost = (): string => {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) {
    throw new Error(
      `FIREBASE_AUTH_EMULATOR_HOST is not set: the server tests need the Firebase Auth emulator. Run them with:\n  ${runCommand}`,
    );
  }
  return host;
};

/** The emulator's project: the server under test must verify tokens for the same one. */
export const projectId = process.env.GCLOUD_PROJECT ?? 'demo-rpg';

export type TestUser = EmulatorAccount;

let counter = 0;

/**
 * fetch, tried again when the connection drops: the emulator closes idle keep-alive sockets, and fetch does
 * not retry a POST on a socket that was closed under it ("other side closed").
 */
const fetchWithRetry: FetchLike = async (url, init, attempts = 3) => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetch(url, init);
    } catch (error) {
      if (attempt >= attempts) throw error;
    }
  }
};

/** Registers a new e-mail/password user in the emulator and returns its ID token. */
export const signUp = (email = `player-${Date.now()}-${process.pid}-${++counter}@example.com`): Promise<TestUser> =>
  signUpInEmulator({ host: emulatorHost(), email, password: 'secret-password', fetch: fetchWithRetry });

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * A hand-made, UNSIGNED ID token (alg "none") with the claims a Firebase token has:
 * the emulator-mode verifier checks these claims but no signature.
 */
export const unsignedToken = (
  claims: { sub: string } & Partial<{ aud: string; iss: string; iat: number; exp: number; auth_time: number }>,
) => {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: now,
    user_id: claims.sub,
    iat: now,
    exp: now + 3600,
    firebase: { identities: {}, sign_in_provider: 'password' },
    ...claims,
  };
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`;
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
