import { defaultLanguage, isLanguage, type Language, languages } from '@rpg/contracts';
import { type GameArea, gameAreas, gameNamespace, loadGameMessages, signedOutAreas } from '@rpg/game-components';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setPageHint } from './page-hints.ts';

export const appNamespace = 'app';
const storageKey = 'rpg.language';

/** The app's own words, one chunk per language. */
const appMessages: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  pl: () => import('../locales/pl/app.json'),
  en: () => import('../locales/en/app.json'),
  es: () => import('../locales/es/app.json'),
  de: () => import('../locales/de/app.json'),
  fr: () => import('../locales/fr/app.json'),
};

/** The language chosen before (kept in localStorage), else Polish. */
export const storedLanguage = (): Language => {
  try {
    const stored = localStorage.getItem(storageKey);
    return isLanguage(stored) ? stored : defaultLanguage;
  } catch {
    return defaultLanguage;
  }
};

export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: storedLanguage(),
  fallbackLng: false,
  supportedLngs: [...languages],
  ns: [appNamespace, gameNamespace],
  defaultNS: appNamespace,
  resources: {},
  partialBundledLanguages: true,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/** What of a language is loaded or on its way: the app's words with the shared game words, and each area. */
const loading = new Map<string, Promise<void>>();
const once = (key: string, load: () => Promise<void>): Promise<void> => {
  let promise = loading.get(key);
  if (!promise) {
    promise = load();
    // A failed download (offline) may be tried again.
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
};

/**
 * Loads one language's words, each file once: the app's namespace, the game components' shared
 * words and the given areas (all by default). Only the language in use is ever downloaded, the
 * others when the player picks them.
 */
export const loadLanguage = (lng: Language, areas: readonly GameArea[] = gameAreas): Promise<void> =>
  Promise.all([
    once(`${lng}`, () =>
      Promise.all([appMessages[lng](), loadGameMessages(lng, [])]).then(([app, game]) => {
        i18n.addResourceBundle(lng, appNamespace, app.default, true, true);
        i18n.addResourceBundle(lng, gameNamespace, game, true, true);
      }),
    ),
    ...areas.map((area) =>
      once(`${lng}/${area}`, () =>
        loadGameMessages(lng, [area]).then((game) => {
          i18n.addResourceBundle(lng, gameNamespace, { [area]: game[area] }, true, true);
        }),
      ),
    ),
  ]).then(() => undefined);

const applyDocumentLanguage = (lng: string) => {
  document.documentElement.lang = lng;
};

/** The signed-out pages (home, sign-in, registration) need only the account area's words to render. */
const isSignedOutPath = (path: string) => path === '/' || path === '/account' || path.startsWith('/account/');

const startLanguage = storedLanguage();

/**
 * Resolves when the starting language's words for the first page are there: the app renders after
 * it (no flash of keys). On a signed-out page that is the shared words and the account area; the
 * other areas follow right after, before the player can have signed in. Any other page waits for all.
 */
export const i18nReady = loadLanguage(
  startLanguage,
  typeof location !== 'undefined' && isSignedOutPath(location.pathname) ? signedOutAreas : gameAreas,
).then(() => applyDocumentLanguage(i18n.language));

/**
 * Resolves when every word of the language in use is there (the areas a signed-out first page did
 * not wait for): a route that must never show a key can await it in its `page` (lib/page-route.ts).
 */
export const allWordsReady = (): Promise<void> =>
  loadLanguage(isLanguage(i18n.language) ? i18n.language : startLanguage);

// The rest of the starting language, once the first page's words are in.
void i18nReady.then(allWordsReady).catch(() => undefined);

/** Switches the interface language (after all its words arrived) and remembers it across reloads. */
export const changeLanguage = async (lng: Language) => {
  await loadLanguage(lng);
  await i18n.changeLanguage(lng);
  applyDocumentLanguage(lng);
  setPageHint('language', lng);
  try {
    localStorage.setItem(storageKey, lng);
  } catch {
    // Private mode without storage: the choice lasts for this visit.
  }
};
