import { vars, wrapWordsShrinking } from '@rpg/design-system/css';
import { globalStyle, style } from '@vanilla-extract/css';
import { nameLabel, nameLabelShown } from '../../shared/private/player-name.css.ts';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
  minWidth: 0,
  ...wrapWordsShrinking,
});

/** The heading may shrink below its name's width (the name then ends in an ellipsis). */
globalStyle(`${root} > :first-child`, { minWidth: 0, maxWidth: '100%' });

/** The character's name: one line with an ellipsis, whole while hovered. */
export const name = style({
  ...nameLabel,
  selectors: { [`${root}:hover &`]: nameLabelShown },
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
