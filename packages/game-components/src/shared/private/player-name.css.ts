import { wrapAnywhere } from '@rpg/design-system/css';

/**
 * A player's name used as a label (a ranking row, an arena card's title, the character header). A name
 * has no language (players type anything: "SPECD_UPPOAH4H_XYZ12"), so no hyphenation rule can break it:
 * it stays on one line, cut with an ellipsis, instead of splitting mid-word into a second line. Hovering
 * it, or focusing anything in its row or card, shows it whole (`nameLabelShown`), wrapped between any two
 * characters as the last resort. Screen readers always read it whole.
 *
 * Plain style objects: spread into the file's own `style()`, the reveal under its row's or card's selector.
 */
export const nameLabel = {
  display: 'block',
  minWidth: 0,
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  hyphens: 'manual',
} as const;

/** The whole name, on hover or focus: see `nameLabel`. */
export const nameLabelShown = { whiteSpace: 'normal', overflow: 'visible', ...wrapAnywhere } as const;
