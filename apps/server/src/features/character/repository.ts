import type { Language } from '@rpg/contracts';
import type { Kysely } from 'kysely';
import type { CharacterRow, Database, NewCharacterRow } from '../../db/types.ts';

export const findCharacterByAccount = (db: Kysely<Database>, accountId: string): Promise<CharacterRow | undefined> =>
  db.selectFrom('characters').selectAll().where('account_id', '=', accountId).executeTakeFirst();

export const isNameTaken = async (db: Kysely<Database>, nameKey: string): Promise<boolean> =>
  (await db.selectFrom('characters').select('id').where('name_key', '=', nameKey).executeTakeFirst()) !== undefined;

export const insertCharacter = (db: Kysely<Database>, row: NewCharacterRow): Promise<CharacterRow> =>
  db.insertInto('characters').values(row).returningAll().executeTakeFirstOrThrow();

/** Remembers the language the player asked for (no write when it is already stored). */
export const rememberLanguage = async (db: Kysely<Database>, accountId: string, lang: Language): Promise<void> => {
  await db
    .updateTable('characters')
    .set({ last_lang: lang })
    .where('account_id', '=', accountId)
    .where('last_lang', '<>', lang)
    .execute();
};
