import { vars } from '@rpg/design-system/css';
import { style } from '@vanilla-extract/css';
import { shrinkColumn } from '../../shared/private/layout.css.ts';

export const screen = style(shrinkColumn(vars.space.large));

export const points = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xxsmall,
});

export const pointsValue = style({
  color: vars.color.game.actionPoints,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
});

export const icon = style({
  display: 'block',
  width: vars.space.large,
  height: vars.space.large,
  flexShrink: 0,
});
