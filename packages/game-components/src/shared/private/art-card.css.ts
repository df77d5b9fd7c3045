import { vars, wrapWordsShrinking } from '@rpg/design-system/css';

/**
 * The card with a picture on top that several areas draw (LocationCard and MonsterCard of world,
 * VendorCard of shop, PremiumItemCard of premium): plain style objects, spread into each card's own
 * `style()`, so each class stays in its own file and the cascade is what it was.
 */

/** The card: a raised, rounded column as tall as its grid row; the picture is clipped to the corners. */
export const artCard = {
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  minWidth: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.large,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.small,
} as const;

/** The text under the picture: a padded column that takes the rest of the card's height. */
export const artCardBody = {
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  gap: vars.space.small,
  padding: vars.space.medium,
  minWidth: 0,
  ...wrapWordsShrinking,
} as const;
