import { vars, wrapWordsShrinking } from '@rpg/design-system/css';
import { style } from '@vanilla-extract/css';
import { wrapRow } from '../../shared/private/layout.css.ts';

export const layout = style({
  display: 'grid',
  gap: vars.space.medium,
  minWidth: 0,
  height: '100%',
  gridTemplateRows: 'auto 1fr auto',
});

export const text = style({
  minWidth: 0,
  ...wrapWordsShrinking,
});

export const actions = style(wrapRow(vars.space.small));
