import { vars } from '@rpg/design-system';
import { style } from '@vanilla-extract/css';

export const toolbar = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.xsmall,
  '@media': {
    'screen and (min-width: 740px)': { flexDirection: 'row', alignItems: 'center', gap: vars.space.medium },
  },
});

export const hint = style({
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const count = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weight.regular,
  whiteSpace: 'nowrap',
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    'screen and (min-width: 500px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    'screen and (min-width: 740px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    'screen and (min-width: 992px)': { gap: vars.space.large },
  },
});

export const item = style({
  minWidth: 0,
});
