import type { FetchLike } from './api-client.ts';

/** An account of the Firebase Auth emulator, signed in: its uid, e-mail and ID token. */
export type EmulatorAccount = { uid: string; email: string; idToken: string };

export type EmulatorSignUp = {
  /** host:port of the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST). */
  host: string;
  email: string;
  password: string;
  fetch: FetchLike;
};

/**
 * Creates an e-mail/password account in the Firebase Auth emulator through its REST API (accounts:signUp), so
 * the smoke test and the seed can play as new players without a browser. The emulator takes any API key.
 */
export const signUpInEmulator = async ({ host, email, password, fetch }: EmulatorSignUp): Promise<EmulatorAccount> => {
  const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const text = await response.text();
  const body = parseJson(text) as { localId?: unknown; idToken?: unknown; error?: { message?: unknown } } | undefined;
  const ok = response.status >= 200 && response.status < 300;
  if (!ok || typeof body?.localId !== 'string' || typeof body.idToken !== 'string') {
    const reason = typeof body?.error?.message === 'string' ? body.error.message : text;
    throw new Error(`Sign-up in the Auth emulator at ${host} failed (${response.status}): ${reason}`);
  }
  return { uid: body.localId, email, idToken: body.idToken };
};

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};
