import { vars, wrapWordsShrinking } from '@rpg/design-system/css';
import { style } from '@vanilla-extract/css';
import { cardGrid, shrinkColumn, wrapRow } from '../../shared/private/layout.css.ts';

export const root = style(shrinkColumn(vars.space.small));

export const header = style(wrapRow(vars.space.xsmall));

export const list = style(cardGrid(vars.space.xsmall, 2));

export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  minWidth: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  ...wrapWordsShrinking,
});

export const image = style({
  flexShrink: 0,
  // biome-ignore lint/plugin/noRawPx: a picture's display size (no token names picture sizes)
  width: '48px',
});

export const text = style(shrinkColumn(vars.space.xxsmall));

/** A consumable's heal share, count and Use button. */
export const use = style({
  ...wrapRow(vars.space.xsmall),
  justifyContent: 'space-between',
  marginTop: vars.space.xxsmall,
});
