import { vars } from '@rpg/design-system/css';
import { style } from '@vanilla-extract/css';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
});

export const helpList = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});
