/**
 * The interface's icons and sounds: a module of their own, so the header's balance bar (on every
 * page, first screen included) does not bring the catalogue (manifest.ts) with it.
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
