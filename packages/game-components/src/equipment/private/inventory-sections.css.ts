import { vars } from '@rpg/design-system/css';
import { shrinkColumn } from '../../shared/private/layout.css.ts';

/**
 * What the equipped slots (InventoryPanel) and the backpack (Backpack) share: plain style objects, spread into
 * each file's own `style()`, so each class stays in its own file and the cascade is what it was (the
 * backpack's grid still follows the list it narrows).
 */

/** A panel: its header and its list of slots, in a column. */
export const slotSection = shrinkColumn(vars.space.small);

/** The panel's title. */
export const slotSectionHeading = {
  margin: 0,
  fontFamily: vars.font.family.display,
  fontWeight: vars.font.weight.display,
  fontSize: vars.heading['3'].phone.fontSize,
  lineHeight: vars.heading['3'].phone.lineHeight,
  color: vars.color.text,
} as const;

/** The grid of slots, without the list's bullets; each panel sets its columns. */
export const slotList = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.small,
  width: '100%',
  minWidth: 0,
} as const;
