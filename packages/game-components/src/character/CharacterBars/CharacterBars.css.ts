import { vars, wrapWordsShrinking } from '@rpg/design-system/css';
import { style } from '@vanilla-extract/css';
import { shrinkColumn } from '../../shared/private/layout.css.ts';

export const bar = style({
  ...shrinkColumn(vars.space.xxsmall),
  ...wrapWordsShrinking,
});
