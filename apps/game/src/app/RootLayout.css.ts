import { breakpoints, vars } from '@rpg/design-system';
import { style } from '@vanilla-extract/css';

export const frame = style({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  color: vars.color.text,
});

export const main = style({
  flex: 1,
  width: '100%',
  // The screens lay themselves out; the frame only keeps very wide windows readable.
  maxWidth: `calc(${vars.contentWidth.large} + ${vars.contentWidth.small})`,
  boxSizing: 'border-box',
  marginInline: 'auto',
  padding: vars.space.medium,
  '@media': { [`screen and (min-width: ${breakpoints.tablet}px)`]: { padding: vars.space.large } },
});
