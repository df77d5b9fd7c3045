import { vars } from '@rpg/design-system/css';
import { style } from '@vanilla-extract/css';

export const bar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
  overflowWrap: 'anywhere',
});
