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

/** The suffixes i18next adds to a plural's key for each plural form. */
type PluralSuffix = '_zero' | '_one' | '_two' | '_few' | '_many' | '_other';
/** A key as it is asked: a plural form's key by its base (the count picks the form). */
type AskedKey<K extends string> = K extends `${infer Base}${PluralSuffix}` ? Base : K;
/** Every message's dotted key under `Prefix`. */
type MessageKeys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${AskedKey<K>}` : MessageKeys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every key of the game namespace (the English file's, which the locale tests hold every language to). */
export type GameKey = MessageKeys<GameMessages>;

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
