/**
 * The character as the server last described it to this browser, kept for the next visit: a returning
 * player's game page draws it at once, from the first render, while GET /my-character asks again behind
 * it (lib/query.ts, restoreLastCharacter). Without it the page waits for that reply, the last thing
 * before its avatar can load, on a slow phone a second after the page's code is there.
 *
 * One copy: the last account and language, and only from this build of the app (a new version may
 * describe a character otherwise, and the production app checks no reply's shape). Signing out forgets
 * it (saved-session.ts), so the next person at this browser sees nothing of the last one's game.
 */
const key = 'rpg.character';

/** This build of the app (vite.config.ts): a copy from another build is not used. */
const build = import.meta.env.VITE_APP_BUILD ?? 'dev';

type Copy = { build: string; uid: string; lang: string; reply: unknown };

const isCopy = (value: unknown): value is Copy => {
  if (typeof value !== 'object' || value === null) return false;
  const { build, uid, lang, reply } = value as Record<string, unknown>;
  return (
    typeof build === 'string' &&
    typeof uid === 'string' &&
    typeof lang === 'string' &&
    typeof reply === 'object' &&
    reply !== null
  );
};

/** The last reply kept for this account in this language from this build, if any. */
export const lastCharacter = (uid: string, lang: string): unknown => {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    return isCopy(value) && value.build === build && value.uid === uid && value.lang === lang ? value.reply : undefined;
  } catch {
    return undefined;
  }
};

let kept: unknown;

/** Keeps `reply` as the account's last character in `lang` (the same reply object is written once). */
export const keepCharacter = (uid: string, lang: string, reply: unknown) => {
  if (reply === kept) return;
  kept = reply;
  try {
    localStorage.setItem(key, JSON.stringify({ build, uid, lang, reply } satisfies Copy));
  } catch {
    // Full or no storage: the next visit waits for the server, as without a copy.
  }
};

/** Forgets the copy (signing out). */
export const forgetCharacter = () => {
  kept = undefined;
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing kept without storage.
  }
};
