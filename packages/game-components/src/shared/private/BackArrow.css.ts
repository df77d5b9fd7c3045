import { vars } from '@rpg/design-system/css';
import { style } from '@vanilla-extract/css';

/** The icon's box, 1em square as the icon: its bottom edge is its baseline, set a little below the text's. */
export const arrow = style({
  display: 'inline-flex',
  marginInlineEnd: vars.space.xxsmall,
  verticalAlign: '-0.125em',
});
