import { defaultLanguage, isLanguage, type Language } from './language-codes.ts';

/**
 * Cookies the app keeps so the server can send a page's markup written at build time (the app's
 * `prerendered/<language>/…` pages) only to a browser that will paint the same: the interface
 * language chosen, a session this browser had (its player is about to be sent on to the game) and a
 * theme other than the default. Hints for the first paint, never credentials: the app decides again.
 */
export const pageHintCookies = {
  language: 'rpg.language',
  signedIn: 'rpg.signedIn',
  theme: 'rpg.theme',
} as const;

/** What a request's cookies say of its first paint: the language, and whether a prerendered page fits it at all. */
export const readPageHints = (cookieHeader: string | undefined): { language: Language; prerenderable: boolean } => {
  const cookies = new Map(
    (cookieHeader ?? '').split(';').map((pair) => {
      const at = pair.indexOf('=');
      return at < 0 ? [pair.trim(), ''] : [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
    }),
  );
  const language = cookies.get(pageHintCookies.language);
  const theme = cookies.get(pageHintCookies.theme);
  return {
    language: isLanguage(language) ? language : defaultLanguage,
    prerenderable: cookies.get(pageHintCookies.signedIn) !== '1' && (theme === undefined || theme === 'game'),
  };
};

/** Where the build writes a prerendered page, relative to the built app: `prerendered/<language>/<path>.html`. */
export const prerenderedFile = (pathname: string, language: Language) =>
  `prerendered/${language}/${pathname === '/' ? 'index' : pathname.slice(1)}.html`;

/**
 * A signed-out page the build may prerender: `/` and the `/account/…` pages. The server chooses its copy by the
 * hint cookies; every other page is the app's shell, the same file for every path.
 */
export const isPrerenderedPath = (pathname: string) => /^\/(?:account\/[a-z]+)?$/.test(pathname);
