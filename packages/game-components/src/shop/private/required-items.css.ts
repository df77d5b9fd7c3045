import { vars } from '@rpg/design-system/css';
import { bareList } from '../../shared/private/layout.css.ts';

/**
 * The list of what a recipe needs, as chips (VendorPanel's recipe rows, RecipePreviewDialog): plain style
 * objects, spread into each file's own `style()`, so each class stays in its own file and the cascade is
 * what it was.
 */

/** The list: chips that wrap. */
export const requiredList = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  ...bareList,
} as const;

/** One needed item: its icon and name in a sunken pill. */
export const requiredChip = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minWidth: 0,
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
} as const;
