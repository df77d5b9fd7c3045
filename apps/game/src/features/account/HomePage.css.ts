import { breakpoints, vars } from '@rpg/design-system';
import { style } from '@vanilla-extract/css';

export const layout = style({
  display: 'grid',
  gap: vars.space.large,
  '@media': {
    [`screen and (min-width: ${breakpoints.desktop}px)`]: { gridTemplateColumns: '3fr 2fr', alignItems: 'start' },
  },
});
