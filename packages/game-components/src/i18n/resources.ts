import type { Language } from '@rpg/contracts';
import { messages as de } from './languages/de.ts';
import { messages as en } from './languages/en.ts';
import { messages as es } from './languages/es.ts';
import { messages as fr } from './languages/fr.ts';
import { messages as pl } from './languages/pl.ts';

/** The i18next namespace of the game components. The host app owns the i18next instance and adds these resources. */
export const gameNamespace = 'game';

/**
 * One language's messages: the shared ones (the shell's, src/shell/locales/<lng>.json) plus one
 * subtree per component area (src/<area>/locales/<lng>.json, reached as `t('<area>.<key>')`).
 */
export type GameMessages = typeof en;

/**
 * Every language at once, for Storybook and tests. An app loads one language with
 * `loadGameMessages` instead (this module pulls in all five).
 */
export const gameResources: Record<Language, { [gameNamespace]: GameMessages }> = {
  pl: { game: pl },
  en: { game: en },
  es: { game: es },
  de: { game: de },
  fr: { game: fr },
};
