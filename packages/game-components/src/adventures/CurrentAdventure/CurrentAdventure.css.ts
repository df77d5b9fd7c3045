import { media, vars, wrapWordsShrinking } from '@rpg/design-system/css';
import { style } from '@vanilla-extract/css';
import { factChip } from '../../shared/private/fact-chip.css.ts';
import { bareList, wrapRow } from '../../shared/private/layout.css.ts';

export const layout = style({
  display: 'grid',
  gap: vars.space.large,
  minWidth: 0,
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
      alignItems: 'start',
    },
  },
});

export const text = style({
  minWidth: 0,
  ...wrapWordsShrinking,
});

export const timer = style({
  display: 'block',
  fontFamily: vars.font.family.display,
  fontSize: vars.heading['2'].phone.fontSize,
  lineHeight: vars.heading['2'].phone.lineHeight,
  fontWeight: vars.font.weight.display,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.tone.brand.text,
});

export const actions = style(wrapRow(vars.space.small));

export const itemList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  ...bareList,
});

export const item = style({
  ...factChip(vars.space.xsmall),
  ...wrapWordsShrinking,
});

export const itemCount = style({
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const itemIcon = style({
  flexShrink: 0,
  width: '2rem',
  height: '2rem',
});
