import { vars, wrapWordsShrinking } from '@rpg/design-system/css';
import { style } from '@vanilla-extract/css';
import { requiredChip, requiredList } from './required-items.css.ts';

export const list = style(requiredList);

export const chip = style({
  ...requiredChip,
  ...wrapWordsShrinking,
});

/** A resource the player lacks: the caution tone on its border and count (the words say it too). */
export const chipShort = style({
  borderColor: vars.color.tone.caution.border,
});

export const count = style({
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const countShort = style({
  color: vars.color.tone.caution.text,
});

export const icon = style({
  display: 'block',
  width: vars.space.large,
  height: vars.space.large,
  flexShrink: 0,
});

export const iconLarge = style({
  width: vars.space.xlarge,
  height: vars.space.xlarge,
});
