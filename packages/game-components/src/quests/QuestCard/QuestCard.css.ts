import { vars, wrapWordsShrinking } from '@rpg/design-system/css';
import { style } from '@vanilla-extract/css';
import { bareList, wrapRow } from '../../shared/private/layout.css.ts';

export const layout = style({
  display: 'grid',
  gap: vars.space.medium,
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
  minWidth: 0,
});

export const text = style({
  minWidth: 0,
  ...wrapWordsShrinking,
});

export const progressions = style({
  display: 'grid',
  gap: vars.space.small,
  ...bareList,
});

export const actions = style(wrapRow(vars.space.small));
