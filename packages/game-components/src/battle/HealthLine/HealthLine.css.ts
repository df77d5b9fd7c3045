import { vars } from '@rpg/design-system/css';
import { style } from '@vanilla-extract/css';
import { shrinkColumn } from '../../shared/private/layout.css.ts';

export const line = style({
  ...shrinkColumn(vars.space.xxsmall),
  maxWidth: vars.contentWidth.small,
});

export const meter = style({ minWidth: 0 });
