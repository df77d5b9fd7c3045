import { vars } from '@rpg/design-system/css';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const level = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingBlock: vars.space.none,
  paddingInline: vars.space.small,
  minHeight: vars.controlHeight.small,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.standard} solid ${vars.color.tone.brand.border}`,
  background: vars.color.tone.brand.soft,
  color: vars.color.tone.brand.onSoft,
  fontFamily: vars.font.family.body,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
