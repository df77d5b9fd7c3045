import type { Language, Location } from '@rpg/contracts';
import { content, localize } from '../../content/index.ts';
import type { CharacterRow } from '../../db/types.ts';
import { currentLocationOf } from '../../player/view.ts';

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
