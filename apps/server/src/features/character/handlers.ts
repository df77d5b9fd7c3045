import {
  type Character,
  type Language,
  nameProblem,
  nameProblemMessages,
  normaliseCharacterName,
} from '@rpg/contracts';
import type { Kysely } from 'kysely';
import { uniqueConstraints, violatedUniqueConstraint } from '../../db/errors.ts';
import type { Database } from '../../db/types.ts';
import { AppError } from '../../http/errors.ts';
import type { RequestLanguage } from '../../http/language.ts';
import type { RouteHandler } from '../../http/routes.ts';
import { rememberLanguage } from '../../player/language.ts';
import { chosenOptions } from '../../player/outfit-choice.ts';
import { characterNotFound, readPlayer } from '../../player/state.ts';
import { characterOf } from '../../player/view.ts';
import {
  findCharacterByAccount,
  giveStarterPossessions,
  insertCharacter,
  isNameTaken,
  newCharacterRow,
} from './repository.ts';
import { isStarterOption, starterLook } from './starter-look.ts';

const characterExists = () =>
  new AppError('character-exists', 'This account already has a character.', { field: 'name' });
const nameTaken = (name: string) =>
  new AppError('name-taken', `The name "${name}" is already taken (names are unique regardless of letter case).`, {
    field: 'name',
  });

/** The name as stored: composed, compatibility forms folded, spaces collapsed, trimmed (normaliseCharacterName). */
export const normaliseName = normaliseCharacterName;
/** The key that makes names unique case-insensitively. */
export const nameKeyOf = (name: string) => name.toLowerCase();

/**
 * The character in one query; the language asked for is remembered (for the calls sent without one)
 * only when it differs from the stored one, so a read writes nothing in the common case.
 */
const fetchCharacter = async (
  db: Kysely<Database>,
  uid: string,
  language: RequestLanguage<Language>,
  now: Date,
): Promise<Character> => {
  const read = await readPlayer(db, uid);
  if (!read) throw characterNotFound();
  await rememberLanguage(db, read.player.character, language);
  return characterOf(read.player, language.requested, now);
};

export const getMyCharacter: RouteHandler<'getMyCharacter'> = async ({ db, uid, language, now }) => ({
  data: await fetchCharacter(db, uid, language, now),
});

/**
 * POST /my-character: an empty name fetches; a name creates the character, in the chosen
 * starter look (checked before anything is written), in one transaction. Concurrency: the
 * unique constraints on account_id and name_key are the arbiters; the checks before the
 * insert only give the common case a clear answer, and a unique violation from a racing
 * request maps to the same 409.
 */
export const createMyCharacter: RouteHandler<'createMyCharacter'> = async ({ db, uid, body, language, now }) => {
  if (body.name === '') return { data: await fetchCharacter(db, uid, language, now) };

  const name = normaliseName(body.name);
  const problem = nameProblem(name);
  if (problem) throw new AppError('invalid-name', nameProblemMessages[problem], { field: 'name' });
  const nameKey = nameKeyOf(name);
  const look = chosenOptions(
    body.look ?? {},
    isStarterOption,
    'a new character starts in a free option; the others are crafted or bought later.',
  );

  try {
    const player = await db.transaction().execute(async (tx) => {
      if (await findCharacterByAccount(tx, uid)) throw characterExists();
      if (await isNameTaken(tx, nameKey)) throw nameTaken(name);
      const row = await insertCharacter(tx, newCharacterRow(uid, name, nameKey, language.requested, now));
      return giveStarterPossessions(tx, row, look);
    });
    return { data: characterOf(player, language.requested, now) };
  } catch (error) {
    const constraint = violatedUniqueConstraint(error);
    if (constraint === uniqueConstraints.characterAccount) throw characterExists();
    if (constraint === uniqueConstraints.characterName) throw nameTaken(name);
    throw error;
  }
};

/** GET /my-character/starter-look: what creation offers; the same for every account, no character needed. */
export const getStarterLook: RouteHandler<'getStarterLook'> = async () => ({ data: starterLook() });
