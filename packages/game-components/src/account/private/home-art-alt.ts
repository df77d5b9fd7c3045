import { type AssetEntry, type AssetsLocale, homeAltTexts } from '@rpg/game-assets';

const isLocale = (language: string): language is AssetsLocale => Object.hasOwn(homeAltTexts, language);

/**
 * A home picture's alt text from the game-assets catalogue (its `home.<id>` key), in the interface
 * language (Polish when unknown). Only the home's texts: the first screen carries no other picture's.
 */
export function homeArtAlt(entry: Pick<AssetEntry, 'altKey'>, language: string): string {
  const texts: Record<string, string> = homeAltTexts[isLocale(language) ? language : 'pl'];
  const [area, id] = entry.altKey.split('.');
  return area === 'home' && id !== undefined ? (texts[id] ?? '') : '';
}
