import { type Language, languages } from '@rpg/contracts';
import { content, type OutfitOptionDefinition, outfitParts } from '../content/index.ts';
import type { OutfitSlotKey } from '../db/types.ts';
import { experienceForNextLevel } from '../rules/character.ts';
import { rules } from '../rules/config.ts';
import type { Rng } from '../rules/rng.ts';

/** What one sample player should look like: varied level, honour and look (free outfit options only). */
export type SeedProfile = {
  name: string;
  lang: Language;
  level: number;
  /** Experience towards the next level (below its requirement). */
  experience: number;
  honour: number;
  outfit: Record<OutfitSlotKey, number>;
};

const firstNames = ['Bolek', 'Mira', 'Aldric', 'Jadwiga', 'Elowen', 'Ramiro', 'Greta', 'Lucien', 'Zofia', 'Tomasz'];
const epithets = ['Dzielny', 'Swift', 'Sabio', 'Stark', 'Rusé', 'Cichy', 'Bold', 'Fiero', 'Klug', 'Sage'];

/** The free options of an outfit part (the ones any character may wear). */
export const freeOptions = (part: OutfitSlotKey): OutfitOptionDefinition[] =>
  content.outfits.all.filter((option) => option.part === part && option.availability.kind === 'free');

/**
 * The profile of the index-th sample player (a valid, unique name: 3-20 letters, digits, '_').
 * Levels spread over 1..30 with more low levels; honour grows loosely with level.
 */
export const seedProfile = (index: number, runTag: string, rng: Rng): SeedProfile => {
  const base = `${rng.pick(firstNames)}_${rng.pick(epithets)}`.slice(0, 12);
  const name = `${base}_${runTag}${index}`.slice(0, 20);
  const level = Math.min(rules.maxLevel, 1 + Math.floor(rng.next() ** 2 * 30));
  const outfit = Object.fromEntries(outfitParts.map((part) => [part, rng.pick(freeOptions(part)).num])) as Record<
    OutfitSlotKey,
    number
  >;
  return {
    name,
    lang: rng.pick(languages),
    level,
    experience: rng.int(0, experienceForNextLevel(level) - 1),
    honour: Math.max(0, level * rng.int(5, 40) + rng.int(-20, 20)),
    outfit,
  };
};

/** The change-outfit request body of a profile's look (the contract's field names). */
export const outfitChangeOf = (outfit: Record<OutfitSlotKey, number>) => ({
  hairAppearanceItemId: outfit.hairs,
  eyesAppearanceItemId: outfit.eyes,
  mouthAppearanceItemId: outfit.mouths,
  torsoAppearanceItemId: outfit.torsos,
  legsAppearanceItemId: outfit.bottoms,
  weapon1AppearanceItemId: outfit.weapon1,
  weapon2AppearanceItemId: outfit.weapon2,
});
