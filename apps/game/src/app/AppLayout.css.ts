import { vars } from '@rpg/design-system';
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
  maxWidth: vars.contentWidth.large,
  marginInline: 'auto',
  padding: vars.space.large,
});
