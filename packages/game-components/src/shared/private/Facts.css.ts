import { vars, wrapWordsShrinking } from '@rpg/design-system/css';
import { style, styleVariants } from '@vanilla-extract/css';
import { factChip } from './fact-chip.css.ts';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  minWidth: 0,
});

export const item = style(factChip(vars.space.xxsmall));

export const term = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  margin: 0,
  color: vars.color.textMuted,
  fontFamily: vars.font.family.body,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  ...wrapWordsShrinking,
});

export const icon = style({
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
});

const valueBase = style({
  margin: 0,
  fontFamily: vars.font.family.body,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
  ...wrapWordsShrinking,
  minWidth: 0,
});

export const value = styleVariants({
  neutral: [valueBase, { color: vars.color.text }],
  baseCurrency: [valueBase, { color: vars.color.game.baseCurrency }],
  premiumCurrency: [valueBase, { color: vars.color.game.premiumCurrency }],
  actionPoints: [valueBase, { color: vars.color.game.actionPoints }],
  experience: [valueBase, { color: vars.color.game.experience }],
});
