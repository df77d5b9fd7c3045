import { vars, wrapAnywhere } from '@rpg/design-system/css';
import { style } from '@vanilla-extract/css';

export const apiForm = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  border: `${vars.borderWidth.standard} dashed ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
  ...wrapAnywhere,
});

export const apiRow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});
