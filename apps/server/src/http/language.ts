import { isLanguage, type Language } from '@rpg/contracts';
import type { CharacterRow } from '../db/types.ts';

/**
 * The language of one request, resolved once by the route plumbing (registerContractRoutes) from the
 * validated input and handed to the handler. Remembering it for the calls sent without one is the
 * player layer's (player/language.ts).
 */
export type RequestLanguage<Requested extends Language | undefined = Language | undefined> = {
  /**
   * The language the request names: the query's `lang` (`requestedLang` for the arena list) or the
   * body's `requestedLang`; where the route's language is optional and the query names none, the one
   * Accept-Language prefers (filled in before validation). Undefined when the request names none.
   */
  readonly requested: Requested;
  /** The language to answer in: the one requested, else the one the player last used. */
  readonly of: (character: Pick<CharacterRow, 'last_lang'>) => Language;
};

type Field<T, K extends string> = T extends object ? (K extends keyof T ? T[K] : never) : never;
type OrUndefined<T> = [T] extends [never] ? undefined : T;

/**
 * The type of `requested` for a route's validated query and body, as its schemas make it: Language
 * where the language is required, Language | undefined where optional, undefined where the route takes
 * none. A body is read for `requestedLang` only (a loose body may carry any other field).
 */
export type RequestedLanguage<Query, Body> = Extract<
  OrUndefined<Field<Query, 'lang'> | Field<Query, 'requestedLang'> | Field<Body, 'requestedLang'>>,
  Language | undefined
>;

const languageField = (input: unknown, key: 'lang' | 'requestedLang'): Language | undefined => {
  if (typeof input !== 'object' || input === null) return undefined;
  const value = (input as Record<string, unknown>)[key];
  return isLanguage(value) ? value : undefined;
};

/** The request's language from its validated query and body (the same fields RequestedLanguage types). */
export const requestLanguage = (query: unknown, body: unknown): RequestLanguage => {
  const requested =
    languageField(query, 'lang') ?? languageField(query, 'requestedLang') ?? languageField(body, 'requestedLang');
  return { requested, of: (character) => requested ?? character.last_lang };
};
