import { type Language, languages } from '@rpg/contracts';
import { gameAreas } from './load.ts';
import { type GameMessages, gameNamespace } from './resources.ts';

/*
 * Every language at once, for Storybook and tests: a module of its own, so an app that only names the
 * namespace (resources.ts) never carries it. An app loads one language with `loadGameMessages` instead.
 */

/** Every locale file of the package, by path (`../<area>/locales/<lng>.json`), loaded with this module. */
const localeFiles = import.meta.glob<Record<string, unknown>>('../*/locales/*.json', {
  eager: true,
  import: 'default',
});

/** One language's messages: the shell's at the top level, one subtree per area. */
const messagesOf = (lng: Language) =>
  ({
    ...localeFiles[`../shell/locales/${lng}.json`],
    ...Object.fromEntries(gameAreas.map((area) => [area, localeFiles[`../${area}/locales/${lng}.json`]])),
  }) as GameMessages;

/** Every language's game namespace. */
export const gameResources = Object.fromEntries(languages.map((lng) => [lng, { game: messagesOf(lng) }])) as Record<
  Language,
  { [gameNamespace]: GameMessages }
>;
