import type { Language } from '@rpg/contracts';
import type { GameMessages } from './resources.ts';

/** The component areas of the game namespace: one file each per language (src/<area>/locales/<lng>.json). */
export const gameAreas = [
  'equipment',
  'character',
  'outfit',
  'premium',
  'shop',
  'world',
  'battle',
  'arena',
  'quests',
  'adventures',
  'ranking',
  'account',
] as const;
export type GameArea = (typeof gameAreas)[number];

/**
 * The areas the signed-out pages (home, sign-in, registration, their dialogs) use besides the
 * shared words (navigation, footer, language, balance: the shell's, src/shell/locales/<lng>.json).
 */
export const signedOutAreas: readonly GameArea[] = ['account'];

type Json = { default: Record<string, unknown> };

// Dynamic imports with a variable part: in an app build every <area>/locales/<lng>.json is a chunk
// of its own, so a language's words arrive one file at a time, only when asked for.
const sharedWords = (lng: Language) => import(`../shell/locales/${lng}.json`) as Promise<Json>;
const areaWords = (lng: Language, area: GameArea) => import(`../${area}/locales/${lng}.json`) as Promise<Json>;

/**
 * One language's game messages, loaded on demand: the shared ones and the given areas (all of
 * them by default), shaped as GameMessages (each area a subtree). Add the result to the `game`
 * namespace with a deep merge (`addResourceBundle(lng, gameNamespace, messages, true, true)`), so
 * areas loaded later join the ones already there.
 */
export const loadGameMessages = async (
  lng: Language,
  areas: readonly GameArea[] = gameAreas,
): Promise<Partial<GameMessages>> => {
  const [shared, ...loaded] = await Promise.all([
    sharedWords(lng),
    ...areas.map(async (area) => [area, (await areaWords(lng, area)).default] as const),
  ]);
  const messages: Record<string, unknown> = { ...shared.default, ...Object.fromEntries(loaded) };
  return messages as Partial<GameMessages>;
};
