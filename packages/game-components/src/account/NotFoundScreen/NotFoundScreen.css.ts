import { vars, wrapWordsShrinking } from '@rpg/design-system/css';
import { style } from '@vanilla-extract/css';

export const screen = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.medium,
  width: '100%',
  maxWidth: vars.contentWidth.medium,
  marginInline: 'auto',
  paddingBlock: vars.space.large,
  ...wrapWordsShrinking,
});

export const art = style({ width: '100%', maxWidth: vars.contentWidth.small });

export const code = style({
  fontFamily: vars.font.family.display,
  fontWeight: vars.font.weight.display,
  fontSize: vars.heading['1'].tablet.fontSize,
  lineHeight: vars.heading['1'].tablet.lineHeight,
  color: vars.color.tone.brand.text,
  letterSpacing: '0.1em',
  margin: 0,
});
