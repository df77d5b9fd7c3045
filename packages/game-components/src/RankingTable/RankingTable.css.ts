import { vars } from '@rpg/design-system';
import { globalStyle, style } from '@vanilla-extract/css';

export const root = style({
  display: 'grid',
  gap: vars.space.medium,
  minWidth: 0,
});

/** Put inside the current player's name cell: the whole row is highlighted. */
export const currentMarker = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  flexWrap: 'wrap',
  minWidth: 0,
});

globalStyle(`tr:has(${currentMarker}) > *`, {
  background: vars.color.tone.brand.soft,
});

globalStyle(`tr:has(${currentMarker}) > :first-child`, {
  boxShadow: `inset ${vars.borderWidth.keyline} 0 0 ${vars.color.tone.brand.solid}`,
});

export const position = style({
  fontFamily: vars.font.family.display,
  fontWeight: vars.font.weight.display,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const podium = style({
  color: vars.color.tone.brand.text,
});

export const honour = style({
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const name = style({
  overflowWrap: 'anywhere',
  minWidth: 0,
});
