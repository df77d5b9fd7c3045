import { vars, wrapWordsShrinking } from '@rpg/design-system/css';
import { style } from '@vanilla-extract/css';

export const screen = style({
  display: 'grid',
  gap: vars.space.large,
  minWidth: 0,
});

/** The rewards of the quest just returned (focused when it appears). */
export const returned = style({
  minWidth: 0,
  borderRadius: vars.radius.large,
  ':focus-visible': {
    outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`,
    outlineOffset: vars.focusRing.offset,
  },
});

export const returnedBody = style({
  display: 'grid',
  gap: vars.space.small,
  minWidth: 0,
});

export const text = style({
  ...wrapWordsShrinking,
  minWidth: 0,
});
