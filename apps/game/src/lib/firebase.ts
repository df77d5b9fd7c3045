import type { User } from 'firebase/auth';
import { env } from '../config/env.ts';
import type { TestGoogleAccount } from './firebase-sdk.ts';
import { setPageHint } from './page-hints.ts';
import { markFirebaseAnswered, saveSession } from './saved-session.ts';

/**
 * The app's door to Firebase Auth. The SDK (about 36 KB gzip) is loaded on first use, so the
 * signed-out first screen does not wait for it; every function here waits for it instead.
 */
const sdk = () => import('./firebase-sdk.ts');

export type { TestGoogleAccount, User };

/** True when the app signs in against the local emulator (a `demo-` project): Google uses test accounts. */
export const usesAuthEmulator = env.firebase.emulatorUrl !== undefined;

/**
 * Loads the SDK and starts restoring the session at once, beside the first screen's code: for a returning
 * player every call waits on the ID token, which otherwise is asked for only after the first render.
 * A chunk that cannot load (offline) is left to the auth provider, whose own call meets it and says so.
 */
export const startAuthEarly = () => {
  sdk()
    .then((module) => module.startAuth())
    .catch(() => undefined);
};

/**
 * A log-out in progress. The app goes home at once while Firebase clears the session it saved in IndexedDB:
 * a reload in between would find that session and sign the player in again. Noted here until the clearing
 * is done, the next start finishes it first.
 */
const signingOutKey = 'rpg.signingOut';
const noteSigningOut = (pending: boolean) => {
  try {
    if (pending) localStorage.setItem(signingOutKey, '1');
    else localStorage.removeItem(signingOutKey);
  } catch {
    // Without storage there is nothing to finish later either.
  }
};
const signingOutPending = () => {
  try {
    return localStorage.getItem(signingOutKey) === '1';
  } catch {
    return false;
  }
};

export const signIn = async (email: string, password: string) => {
  noteSigningOut(false);
  return (await sdk()).signIn(email, password);
};
export const register = async (email: string, password: string) => {
  noteSigningOut(false);
  return (await sdk()).register(email, password);
};
export const signInWithGoogle = async (account?: TestGoogleAccount) => {
  noteSigningOut(false);
  return (await sdk()).signInWithGoogle(account);
};
export const logOut = async () => {
  noteSigningOut(true);
  await (await sdk()).logOut();
  noteSigningOut(false);
};

/**
 * Watches the signed-in user (sign-in, sign-out, token refresh). Resolves to the unsubscribe function. A
 * log-out the last page did not finish is finished first: the player is never signed in again by a reload.
 */
export const watchUser = async (listener: (user: User | null) => void) => {
  const module = await sdk();
  if (signingOutPending()) {
    await module.logOut();
    noteSigningOut(false);
  }
  return module.watchUser((user) => {
    markFirebaseAnswered();
    listener(user);
  });
};

/** The current ID token; Firebase refreshes it before it expires, `forceRefresh` asks for a new one now. */
export const currentToken = async (forceRefresh = false) => (await sdk()).currentToken(forceRefresh);

const hintKey = 'rpg.signedIn';

/**
 * Whether this browser was signed in when last seen. Firebase restores the session from IndexedDB
 * only after its SDK loads; until then this hint decides whether to paint the signed-out home
 * (no wait) or a loading state (a returning player is about to be sent to the game).
 */
export const signedInHint = (): boolean => {
  try {
    return localStorage.getItem(hintKey) === '1';
  } catch {
    return false;
  }
};

export const rememberSignedIn = (signedIn: boolean) => {
  setPageHint('signedIn', signedIn ? '1' : undefined);
  if (!signedIn) saveSession(null);
  try {
    if (signedIn) localStorage.setItem(hintKey, '1');
    else localStorage.removeItem(hintKey);
  } catch {
    // Without storage the hint is simply absent.
  }
};
