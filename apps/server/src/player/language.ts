import type { Language } from '@rpg/contracts';
import type { Kysely } from 'kysely';
import type { CharacterRow, Database } from '../db/types.ts';
import type { RequestLanguage } from '../http/language.ts';

/**
 * The column change that remembers the request's language (characters.last_lang, the language of
 * the calls sent without one): the language requested when it is not the one stored, else nothing.
 * The one place that decides it; a request that writes the character anyway puts this change in
 * that same update, so the language costs no statement of its own.
 */
export const languageChange = (
  character: Pick<CharacterRow, 'last_lang'>,
  language: RequestLanguage,
): { last_lang?: Language } =>
  language.requested !== undefined && language.requested !== character.last_lang
    ? { last_lang: language.requested }
    : {};

/**
 * Remembers the request's language in an update of its own, for a request that changes no other
 * column of the character: `db` is the request's transaction (or the database, for a read that runs
 * without one). Nothing is written when the language is already stored or the request names none.
 * Returns the character as it is stored now.
 */
export const rememberLanguage = async (
  db: Kysely<Database>,
  character: CharacterRow,
  language: RequestLanguage,
): Promise<CharacterRow> => {
  const { last_lang } = languageChange(character, language);
  if (last_lang === undefined) return character;
  await db.updateTable('characters').set({ last_lang }).where('id', '=', character.id).execute();
  return { ...character, last_lang };
};
