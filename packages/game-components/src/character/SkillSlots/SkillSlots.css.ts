import { vars } from '@rpg/design-system/css';
import { style } from '@vanilla-extract/css';
import { cardGrid, shrinkColumn } from '../../shared/private/layout.css.ts';

export const root = style(shrinkColumn(vars.space.small));

export const list = style(cardGrid(vars.space.small, 3));

export const slot = style({
  minWidth: 0,
});
