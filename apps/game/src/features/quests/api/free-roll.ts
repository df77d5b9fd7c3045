/**
 * When this account last used its hourly free quest roll, as far as this browser saw. The quest
 * list carries no roll state, so the board's "free" label follows the rolls made here: a roll that
 * spent no premium currency was the free one; a roll refused for lack of currency means the free
 * roll is used (on another device). The server decides what a roll costs either way.
 */
const freeRollEveryMs = 60 * 60 * 1000;
const keyOf = (uid: string) => `rpg.questFreeRollAt.${uid}`;

export const lastFreeRollAt = (uid: string): number | null => {
  try {
    const stored = Number(localStorage.getItem(keyOf(uid)));
    return Number.isFinite(stored) && stored > 0 ? stored : null;
  } catch {
    return null;
  }
};

export const rememberFreeRoll = (uid: string, at: number) => {
  try {
    localStorage.setItem(keyOf(uid), String(at));
  } catch {
    // Without storage the label assumes the free roll is there; the server still decides.
  }
};

/** Milliseconds until the free roll is back (0: it is available). */
export const freeRollWait = (last: number | null, now: number) =>
  last === null ? 0 : Math.max(0, last + freeRollEveryMs - now);
