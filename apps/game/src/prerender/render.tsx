import { PassThrough } from 'node:stream';
import type { Language } from '@rpg/contracts';
import { themeClassNames } from '@rpg/design-system';
import { gameAreas } from '@rpg/game-components';
import { prerenderToNodeStream } from 'react-dom/static';
import { loadRouteCode } from '../app/routes.tsx';
import { i18n, loadLanguage } from '../lib/i18n.ts';
import { PrerenderedApp, pendingBoundary, prerenderOptions } from './PrerenderedApp.tsx';

export { languages, prerenderedFile } from '@rpg/contracts';

/** The class on <body> of a prerendered page: the default theme's (main.tsx hydrates only with it). */
export const themeClass = themeClassNames.game;

/** The page's markup once everything in it has loaded (prerender waits for each lazy part). */
const renderOnce = async (path: string): Promise<string> => {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(<PrerenderedApp path={path} />, {
    ...prerenderOptions,
    // A component that cannot render here would leave a hole for the browser to fill: the build fails instead.
    onError: (error) => void errors.push(error),
  });
  if (errors.length > 0) throw new AggregateError(errors, `Prerendering ${path} failed`);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
};

/**
 * The markup of a signed-out page as a first-time visitor in `language` gets it (no session, default
 * preferences), for apps/game/build/prerender.ts. The browser shows it before the code arrives, and
 * main.tsx hydrates it: the same tree as App's, under a static router at `path`.
 */
export const renderPage = async (path: string, language: Language): Promise<string> => {
  await loadLanguage(language, gameAreas);
  await i18n.changeLanguage(language);
  await loadRouteCode(path);
  const markup = await renderOnce(path);
  if (markup.includes(pendingBoundary)) throw new Error(`Prerendering ${path}: a Suspense boundary was left pending`);
  return markup;
};
