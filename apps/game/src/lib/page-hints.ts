import { pageHintCookies } from '@rpg/contracts';

const year = 365 * 24 * 60 * 60;

/**
 * Keeps one of the first-paint hints (@rpg/contracts' pageHintCookies) for the server: the page it
 * sends next time is then written in the language, and for the state, this browser will show.
 * `undefined` removes it. A browser without cookies simply gets the plain page.
 */
export const setPageHint = (name: keyof typeof pageHintCookies, value: string | undefined) => {
  try {
    const cookie = pageHintCookies[name];
    // biome-ignore lint/suspicious/noDocumentCookie: a synchronous write (the Cookie Store API is async, and younger than the browsers the game supports).
    document.cookie =
      value === undefined
        ? `${cookie}=; path=/; max-age=0; samesite=lax`
        : `${cookie}=${encodeURIComponent(value)}; path=/; max-age=${year}; samesite=lax`;
  } catch {
    // No document (a test outside a browser) or cookies refused: no hint.
  }
};
