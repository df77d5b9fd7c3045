import type { Language, Location } from '@rpg/contracts';
import type { Transaction } from 'kysely';
import { content, type LocationDefinition, localize, startLocationId } from '../../content/index.ts';
import type { CharacterRow, Database } from '../../db/types.ts';

/** The character's current location: the stored one, else (before the first travel) the starting location. */
export const currentLocationOf = (row: Pick<CharacterRow, 'location_id'>): LocationDefinition =>
  (row.location_id === null ? undefined : content.locations.findByNum(row.location_id)) ??
  content.locations.get(startLocationId);

/** Every location as the contract shows it, the current one marked. */
export const locationsOf = (row: Pick<CharacterRow, 'location_id'>, lang: Language): Location[] => {
  const current = currentLocationOf(row);
  return content.locations.all.map((location) => ({
    id: location.num,
    name: localize(location.name, lang),
    imagePath: location.image,
    requiredStamina: location.requiredStamina,
    isCurrent: location.num === current.num,
  }));
};

/**
 * Remembers the language a request named (calls without one answer in it), inside the
 * request's transaction; no write when it is already stored.
 */
export const rememberLang = async (
  tx: Transaction<Database>,
  row: CharacterRow,
  lang: Language,
): Promise<CharacterRow> => {
  if (row.last_lang === lang) return row;
  await tx.updateTable('characters').set({ last_lang: lang }).where('id', '=', row.id).execute();
  return { ...row, last_lang: lang };
};
