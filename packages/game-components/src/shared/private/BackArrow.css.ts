import { vars } from '@rpg/design-system/css';
import { style } from '@vanilla-extract/css';

export const arrow = style({
  display: 'inline-block',
  width: '1em',
  height: '1em',
  marginInlineEnd: vars.space.xxsmall,
  verticalAlign: '-0.125em',
});
