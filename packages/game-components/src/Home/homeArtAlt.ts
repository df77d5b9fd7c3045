import { type AssetEntry, type AssetsLocale, assetsLocales } from '@rpg/game-assets';

const isLocale = (language: string): language is AssetsLocale => Object.hasOwn(assetsLocales, language);

/** A home picture's alt text from the game-assets catalogue, in the interface language (Polish when unknown). */
export function homeArtAlt(entry: Pick<AssetEntry, 'altKey'>, language: string): string {
  const texts = assetsLocales[isLocale(language) ? language : 'pl'];
  let node: unknown = texts;
  for (const part of entry.altKey.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  return typeof node === 'string' ? node : '';
}
