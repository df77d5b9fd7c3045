import { normaliseCharacterName } from '@rpg/contracts';
import unhomoglyph from 'unhomoglyph';

/**
 * What a character name looks like, for uniqueness: two names with the same skeleton look alike
 * ("Bart" with a Cyrillic "а", "PAUL" and "PAUl", "rn" and "m", "Ｚｏｅ" and "Zoe", "Zoé" typed
 * decomposed), whatever their letter case, so the second is refused as taken.
 *
 * The skeleton of Unicode TS #39 (section 4, "Confusable Detection"): NFD, each character replaced by
 * its prototype in the Unicode confusables table (confusables.txt, the whole table, as the unhomoglyph
 * package ships it), NFD again. For a case-insensitive comparison TS #39 asks to case-fold first: the
 * name is normalised as stored (NFKC, spaces collapsed), folded (upper then lower case: "ß" is "ss",
 * final "ς" is "σ"), and the skeleton of that is taken twice (a prototype may be upper case: "l" for
 * "I"; folding it and taking the skeleton again settles on one form).
 *
 * The skeleton is never shown: it only compares (m becomes "rn").
 */
export const nameSkeleton = (name: string): string => {
  const skeleton = (text: string) => unhomoglyph(text.normalize('NFD')).normalize('NFD');
  const fold = (text: string) => text.toUpperCase().toLowerCase();
  return skeleton(fold(skeleton(fold(normaliseCharacterName(name)))));
};
