import { content, type MonsterDefinition } from '../content/index.ts';
import type { CharacterRow } from '../db/types.ts';
import { selectMonsters } from '../rules/monsters.ts';
import { createRng } from '../rules/rng.ts';
import { freshSeed } from './seed.ts';
import { currentLocationOf } from './view.ts';

// The monster offer: the monsters a character may fight where it is, stored with the character
// (monster_offer, content nums). Travelling draws it anew (features/world), the battle routes
// read, roll and redraw it (features/battle): it lives in the player layer so that neither of those
// features imports the other.

/** A new monster offer (content nums) for the location and level. */
export const newMonsterOffer = (locationId: string, level: number): number[] =>
  selectMonsters(locationId, level, createRng(freshSeed())).map((monster) => monster.num);

/**
 * The stored offer's monsters when it is still valid (non-empty, every monster known and of the
 * current location), else undefined: a new offer has to be drawn.
 */
export const storedOffer = (
  row: Pick<CharacterRow, 'monster_offer' | 'location_id'>,
): MonsterDefinition[] | undefined => {
  const location = currentLocationOf(row);
  const offer = Array.isArray(row.monster_offer) ? row.monster_offer : [];
  if (offer.length === 0) return undefined;
  const monsters = offer.map((num) => content.monsters.findByNum(Number(num)));
  if (monsters.some((monster) => monster === undefined || monster.locationId !== location.id)) return undefined;
  return monsters as MonsterDefinition[];
};

/** The offered monsters of nums (unknown nums are skipped). */
export const monstersOfOffer = (offer: readonly number[]): MonsterDefinition[] =>
  offer.flatMap((num) => {
    const monster = content.monsters.findByNum(num);
    return monster === undefined ? [] : [monster];
  });
