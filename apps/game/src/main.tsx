import './lib/zod-setup.ts';
import type { Language } from '@rpg/contracts';
import '@rpg/design-system/fonts';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { loadRouteCode, needsCharacter } from './app/routes.tsx';
import { signedInHint, startAuthEarly, watchUser } from './lib/firebase.ts';
import { i18n, i18nReady } from './lib/i18n.ts';
import { setPageHint } from './lib/page-hints.ts';
import { preferences } from './lib/preferences.ts';
import { savedSession } from './lib/saved-session.ts';
import { languageOf } from './lib/use-language.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The first page's code downloads beside the words, not after the first render asked for it.
const routeCode = loadRouteCode(location.pathname);

/**
 * A returning player on a game page: GET /my-character starts as soon as the data layer's code is there
 * and the account is known, beside the render of the signed-in tree (about 400 ms on a slow phone) rather
 * than after it; the character guard's read takes the request over (lib/query.ts, preloadMyCharacter).
 * The account is the saved session's (lib/saved-session.ts) when its token is still good, else the first
 * one Firebase restores. Called at once when both are there, the request is SWR's before React renders;
 * called later, the guard's own read might have begun, and the second request would be left for a later
 * read of the key to take, stale: so only Firebase's first answer counts, and only if the code was there.
 * With the saved session, the character kept from the last visit is drawn meanwhile (restoreLastCharacter).
 */
const readCharacterEarly = () => {
  const saved = savedSession();
  const lang = () => languageOf(i18n.language);
  let preloadMyCharacter: ((uid: string, lang: Language) => Promise<unknown>) | undefined;
  import('./lib/query.ts').then(
    (query) => {
      if (saved) {
        query.restoreLastCharacter(saved.uid, lang());
        void query.preloadMyCharacter(saved.uid, lang()).catch(() => undefined);
      } else preloadMyCharacter = query.preloadMyCharacter;
    },
    () => undefined, // the guard's own load meets the same failure and shows it
  );
  if (saved) return;
  let seen = false;
  let stop: (() => void) | undefined;
  watchUser((user) => {
    if (seen) return;
    seen = true;
    stop?.();
    if (!user || !preloadMyCharacter) return;
    preloadMyCharacter(user.uid, lang()).catch(() => undefined); // the guard takes the reply, or the error, over
  }).then(
    (unsubscribe) => {
      if (seen) unsubscribe();
      else stop = unsubscribe;
    },
    () => undefined, // no SDK (offline): the auth provider says so
  );
};

// A returning player's page waits on the session's ID token: the SDK loads and restores it meanwhile.
// With a saved session it does not wait, and the SDK comes after the first screen (auth-context.tsx):
// its download and start-up work (about 240 ms at Lighthouse's 4x CPU) no longer compete with the page's.
if (signedInHint()) {
  if (!savedSession()) startAuthEarly();
  if (needsCharacter(location.pathname)) readCharacterEarly();
}

// What the server reads to choose the next first page (this browser's state may predate the hints).
setPageHint('language', i18n.language);
setPageHint('signedIn', signedInHint() ? '1' : undefined);
setPageHint('theme', preferences().theme === 'game' ? undefined : preferences().theme);

/**
 * The server sent a page written at build time (apps/game/build/prerender.ts) for a first-time
 * visitor: hydrate it when this browser shows the same (its language, no session, the default theme).
 * Otherwise the app renders afresh, and the written page stays on screen until that render replaces it.
 */
const hydratable = () =>
  root.dataset.prerendered === i18n.language && !signedInHint() && preferences().theme === 'game';

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// The words of the language in use arrive with the first chunks (and, to hydrate, the page's code):
// render once they are there. The first render is a transition, so React renders it in slices and yields
// between them: on a slow phone one render of the whole shell was one task of 70 ms (280 ms at
// Lighthouse's 4x CPU).
void i18nReady
  .then(() => (root.dataset.prerendered ? routeCode : undefined))
  .finally(() =>
    startTransition(() => {
      if (hydratable()) hydrateRoot(root, app);
      else createRoot(root).render(app);
    }),
  );
