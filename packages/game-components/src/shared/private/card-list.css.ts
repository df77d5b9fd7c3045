import { media, vars, wrapWordsShrinking } from '@rpg/design-system/css';

/**
 * What the lists of cards to fight (MonsterList, ArenaList) share: plain style objects, spread into each
 * file's own `style()`, so each class stays in its own file and the cascade is what it was.
 */

/** The row above the cards: the hint and the roll button, stacked on phones. */
export const cardListToolbar = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.xsmall,
  '@media': {
    [media.tablet]: { flexDirection: 'row', alignItems: 'center', gap: vars.space.medium },
  },
} as const;

/** The toolbar's hint, wrapping anywhere. */
export const cardListHint = {
  minWidth: 0,
  ...wrapWordsShrinking,
} as const;

/** A card of the grid. */
export const cardListItem = {
  minWidth: 0,
} as const;
