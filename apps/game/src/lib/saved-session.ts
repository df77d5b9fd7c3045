/**
 * The session as Firebase last handed it out: the account and its ID token, kept beside Firebase's own
 * copy (IndexedDB, which also holds the refresh token, the stronger secret). Firebase restores a session
 * only after its SDK has loaded and asked the identity provider about the account (accounts:lookup): on a
 * slow phone that is seconds after the page's own code is there. Until Firebase answers, a returning
 * player's app stands on this copy while its token has a while to live: the guards let the game's page
 * render and its first calls carry this token (auth-context.tsx, api.ts). Firebase's answer then takes
 * over: the same account goes on, another account or none replaces it. An older token (a player back
 * after an hour) is not used: the app waits for Firebase, as it does without a copy.
 */
import { forgetCharacter } from './last-character.ts';

const key = 'rpg.session';

/** A token with less than this left is not used: Firebase refreshes it on restoring the session. */
const minimumLife = 2 * 60_000;

export type SavedSession = { uid: string; token: string; expiresAt: number };

const isSavedSession = (value: unknown): value is SavedSession => {
  if (typeof value !== 'object' || value === null) return false;
  const { uid, token, expiresAt } = value as Record<string, unknown>;
  return (
    typeof uid === 'string' &&
    uid !== '' &&
    typeof token === 'string' &&
    token !== '' &&
    typeof expiresAt === 'number' &&
    Number.isFinite(expiresAt)
  );
};

/**
 * Keeps Firebase's latest session (its token refreshes included), or forgets it on sign-out (null), and
 * with it the account's last character (last-character.ts).
 */
export const saveSession = (session: SavedSession | null) => {
  if (!session) forgetCharacter();
  try {
    if (session) localStorage.setItem(key, JSON.stringify(session));
    else localStorage.removeItem(key);
  } catch {
    // Without storage there is no copy: the app waits for Firebase.
  }
};

/** The saved session while its token is good for a while yet; undefined otherwise (or when storage holds something else). */
export const savedSession = (now = Date.now()): SavedSession | undefined => {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    return isSavedSession(value) && value.expiresAt - now >= minimumLife ? value : undefined;
  } catch {
    return undefined;
  }
};

let firebaseAnswered = false;

/** Firebase has restored the session (or found none): from now on its token is the one to send. */
export const markFirebaseAnswered = () => {
  firebaseAnswered = true;
};

/** A new page load, as far as this module knows (the page tests start each test so). */
export const forgetFirebaseAnswer = () => {
  firebaseAnswered = false;
};

/** The token to send while Firebase has not answered yet: the saved one, if it is still good. */
export const tokenBeforeFirebase = (): string | undefined => (firebaseAnswered ? undefined : savedSession()?.token);
