import { vars, wrapWordsShrinking } from '@rpg/design-system/css';
import { style, styleVariants } from '@vanilla-extract/css';

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  ...wrapWordsShrinking,
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const name = style({
  margin: 0,
  fontFamily: vars.font.family.display,
  fontWeight: vars.font.weight.display,
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
});

export const meta = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.xsmall,
  color: vars.color.textMuted,
});

export const rarity = styleVariants({
  common: { color: vars.color.game.rarityCommon, fontWeight: vars.font.weight.strong },
  uncommon: { color: vars.color.game.rarityUncommon, fontWeight: vars.font.weight.strong },
  rare: { color: vars.color.game.rarityRare, fontWeight: vars.font.weight.strong },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  paddingBottom: vars.space.xxsmall,
  color: vars.color.textMuted,
});

export const headCell = style({
  padding: `${vars.space.xxsmall} 0`,
  paddingInlineStart: vars.space.xsmall,
  textAlign: 'end',
  fontWeight: vars.font.weight.strong,
  color: vars.color.textMuted,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  selectors: { '&:first-child': { textAlign: 'start', paddingInlineStart: 0 } },
});

export const rowHead = style({
  padding: `${vars.space.xxsmall} 0`,
  textAlign: 'start',
  fontWeight: vars.font.weight.regular,
  color: vars.color.textMuted,
});

export const cell = style({
  padding: `${vars.space.xxsmall} 0`,
  paddingInlineStart: vars.space.xsmall,
  textAlign: 'end',
  whiteSpace: 'nowrap',
});

export const tone = styleVariants({
  better: { color: vars.color.tone.positive.text, fontWeight: vars.font.weight.strong },
  worse: { color: vars.color.tone.critical.text, fontWeight: vars.font.weight.strong },
  mixed: { color: vars.color.tone.caution.text, fontWeight: vars.font.weight.strong },
  same: { color: vars.color.textMuted },
});

export const summary = style({ margin: 0 });
