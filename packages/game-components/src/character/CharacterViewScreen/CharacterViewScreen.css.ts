import { vars } from '@rpg/design-system/css';
import { style } from '@vanilla-extract/css';

export const screen = style({
  display: 'grid',
  gap: vars.space.large,
  minWidth: 0,
});
