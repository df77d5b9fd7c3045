import type { OutfitChange, OutfitPartName } from '@rpg/contracts';
import { content, type OutfitOptionDefinition } from '../content/index.ts';
import { AppError } from '../http/errors.ts';

// The outfit editor's payload read into the option chosen for each part: creating a character
// (features/character, the starter look) and changing the outfit (features/outfit) both read one.

/** The outfit editor's payload fields and the part each one chooses. */
export const outfitFields = [
  ['hairAppearanceItemId', 'hairs'],
  ['torsoAppearanceItemId', 'torsos'],
  ['legsAppearanceItemId', 'bottoms'],
  ['eyesAppearanceItemId', 'eyes'],
  ['mouthAppearanceItemId', 'mouths'],
  ['weapon1AppearanceItemId', 'weapon1'],
  ['weapon2AppearanceItemId', 'weapon2'],
] as const satisfies readonly (readonly [keyof OutfitChange, OutfitPartName])[];

/**
 * The option number chosen for each part sent. Every id must be an option of its part (else
 * 404 not-found) that `mayWear` allows (else 409 outfit-option-locked, with `lockedWhy` as the
 * remedy). Parts not sent are left out. Checked before anything is written, so a refusal
 * changes nothing.
 */
export const chosenOptions = (
  change: OutfitChange,
  mayWear: (option: OutfitOptionDefinition) => boolean,
  lockedWhy: string,
): Partial<Record<OutfitPartName, number>> => {
  const chosen: Partial<Record<OutfitPartName, number>> = {};
  for (const [field, part] of outfitFields) {
    const id = change[field];
    if (id === undefined) continue;
    const option = content.outfits.findByNum(id);
    if (!option || option.part !== part) {
      throw new AppError('not-found', `There is no ${part} outfit option with id ${id}.`, { field });
    }
    if (!mayWear(option)) {
      throw new AppError('outfit-option-locked', `The ${part} outfit option ${id} is not unlocked: ${lockedWhy}`, {
        field,
      });
    }
    chosen[part] = id;
  }
  return chosen;
};
