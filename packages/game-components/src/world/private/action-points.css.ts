import { vars } from '@rpg/design-system/css';

/**
 * Action points as the location card's cost and the location list's balance show them: plain style
 * objects, spread into each file's own `style()`.
 */

/** The number: the action points' colour, strong, its digits of equal width. */
export const actionPointsValue = {
  color: vars.color.game.actionPoints,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
} as const;

/** The action points' icon beside it. */
export const actionPointsIcon = {
  display: 'block',
  width: vars.space.large,
  height: vars.space.large,
  flexShrink: 0,
} as const;
