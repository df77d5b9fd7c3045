/**
 * The typed catalogue of the game's art: every file under public/ that code
 * points at is named here, so a path cannot be mistyped. Paths are relative
 * to the site root.
 */
export const icons = {
  baseCurrency: '/images/icons/coin.svg',
  premiumCurrency: '/images/icons/gem.svg',
  actionPoints: '/images/icons/stamina.svg',
} as const;

export const sounds = {
  click: '/sounds/click.wav',
} as const;

export type IconName = keyof typeof icons;
export type AssetPath = (typeof icons)[IconName] | (typeof sounds)[keyof typeof sounds];

/** Every path in the manifest, for the checks that each one exists. */
export const allAssetPaths: readonly AssetPath[] = [...Object.values(icons), ...Object.values(sounds)];
