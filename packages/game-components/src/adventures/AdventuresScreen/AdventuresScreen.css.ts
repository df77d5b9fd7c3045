import { vars } from '@rpg/design-system/css';
import { style } from '@vanilla-extract/css';
import { bareList } from '../../shared/private/layout.css.ts';

export const screen = style({
  display: 'grid',
  gap: vars.space.large,
  minWidth: 0,
});

export const grid = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  ...bareList,
  minWidth: 0,
});

/** A cell of the grid: its card fills it, so the cards of a row are as tall as the tallest (buttons aligned). */
export const item = style({
  display: 'grid',
  minWidth: 0,
});

export const rewards = style({
  minWidth: 0,
  borderRadius: vars.radius.large,
  ':focus-visible': {
    outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`,
    outlineOffset: vars.focusRing.offset,
  },
});

export const content = style({
  minWidth: 0,
  borderRadius: vars.radius.large,
  ':focus-visible': {
    outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`,
    outlineOffset: vars.focusRing.offset,
  },
});
