import type { Character, Language } from '@rpg/contracts';
import type { Transaction } from 'kysely';
import type { CharacterRow, Database } from '../db/types.ts';
import { loadPossessions } from './state.ts';
import { characterOf } from './view.ts';

/**
 * The character as a change left it, read inside the change's transaction (one query): the reply's
 * myCharacter, so the app writes it into its cache instead of reading it again. A handler that knows
 * every possession after its change builds it with characterOf instead, without the query.
 */
export const characterAfter = async (
  tx: Transaction<Database>,
  row: CharacterRow,
  lang: Language,
  now: Date,
): Promise<Character> => characterOf(await loadPossessions(tx, row), lang, now);
