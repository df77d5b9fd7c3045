import { vars } from '@rpg/design-system/css';
import { style } from '@vanilla-extract/css';
import { cardGrid, shrinkColumn } from '../../shared/private/layout.css.ts';

export const screen = style(shrinkColumn(vars.space.xlarge));

export const section = style(shrinkColumn(vars.space.medium));

export const grid = style(cardGrid(vars.space.small, 2, 3));
