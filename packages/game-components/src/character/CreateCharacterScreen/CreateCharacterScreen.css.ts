import { vars } from '@rpg/design-system/css';
import { style } from '@vanilla-extract/css';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
});

export const center = style({
  display: 'flex',
  justifyContent: 'center',
  minWidth: 0,
  paddingBlockEnd: vars.space.large,
});
