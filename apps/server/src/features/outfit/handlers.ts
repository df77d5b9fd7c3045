import type { Transaction } from 'kysely';
import { jsonb } from '../../db/json.ts';
import type { CharacterRow, Database } from '../../db/types.ts';
import type { RequestLanguage } from '../../http/language.ts';
import type { RouteHandler } from '../../http/routes.ts';
import { languageChange } from '../../player/language.ts';
import { chosenOptions } from '../../player/outfit-choice.ts';
import { withPlayer } from '../../player/state.ts';
import { characterOf, isOptionOwned } from '../../player/view.ts';

const writeOutfit = async (
  tx: Transaction<Database>,
  row: CharacterRow,
  outfit: CharacterRow['outfit'],
  language: RequestLanguage,
  now: Date,
): Promise<CharacterRow> =>
  tx
    .updateTable('characters')
    .set({ outfit: jsonb(outfit), ...languageChange(row, language), revision: row.revision + 1, updated_at: now })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();

/**
 * POST /my-character/change-outfit: every id sent must be an option of its part (else 404
 * not-found) that the player owns, free or unlocked (else 409 outfit-option-locked). Parts not
 * sent keep their option. Replies with the whole character.
 */
export const changeOutfit: RouteHandler<'changeOutfit'> = async ({ db, uid, body, language, now }) =>
  withPlayer(db, uid, async (tx, player) => {
    const row = player.character;
    const chosen = chosenOptions(
      body,
      (option) => isOptionOwned(option, player.unlocks),
      'craft it at the tailor or buy it in the premium shop.',
    );
    const outfit: CharacterRow['outfit'] = { ...row.outfit, ...chosen };
    const character = await writeOutfit(tx, row, outfit, language, now);
    return { data: characterOf({ ...player, character }, language.of(row), now) };
  });
