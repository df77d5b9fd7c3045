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
import { nextPaint } from './next-paint.ts';

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
    const value: unknown = unwritten ?? JSON.parse(localStorage.getItem(key) ?? 'null');
    return isCopy(value) && value.build === build && value.uid === uid && value.lang === lang ? value.reply : undefined;
  } catch {
    return undefined;
  }
};

let kept: unknown;
/** The copy to write once the next frame is drawn, if one is waiting. */
let unwritten: Copy | undefined;

/** Writes the waiting copy now (the frame is drawn, or the page is hidden or going away). */
export const flushKeptCharacter = () => {
  const copy = unwritten;
  unwritten = undefined;
  if (copy === undefined) return;
  try {
    localStorage.setItem(key, JSON.stringify(copy));
  } catch {
    // Full or no storage: the next visit waits for the server, as without a copy.
  }
};

// A hidden page draws no frame, and a closed one none again: either keeps its last copy all the same.
if (typeof addEventListener === 'function') {
  addEventListener('pagehide', flushKeptCharacter);
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushKeptCharacter();
  });
}

/**
 * Keeps `reply` as the account's last character in `lang` (the same reply object is kept once). Written once the
 * next frame is drawn, never inside the task that draws it: a click's optimistic character is drawn in that task
 * (React runs a click's effects before the paint), and serialising the whole character there stood between an
 * equip and its answer on the screen. Replies that follow each other before then are written once, the last.
 */
export const keepCharacter = (uid: string, lang: string, reply: unknown) => {
  if (reply === kept) return;
  kept = reply;
  const waiting = unwritten !== undefined;
  unwritten = { build, uid, lang, reply };
  if (!waiting) void nextPaint().then(flushKeptCharacter);
};

/** Forgets the copy (signing out). */
export const forgetCharacter = () => {
  kept = undefined;
  unwritten = undefined;
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing kept without storage.
  }
};
