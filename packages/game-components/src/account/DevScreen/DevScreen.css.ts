import { vars, wrapAnywhere } from '@rpg/design-system/css';
import { style } from '@vanilla-extract/css';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  width: '100%',
  minWidth: 0,
  ...wrapAnywhere,
});

export const pages = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const content = style({
  boxSizing: 'border-box',
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  minWidth: 0,
  overflowX: 'auto',
});
