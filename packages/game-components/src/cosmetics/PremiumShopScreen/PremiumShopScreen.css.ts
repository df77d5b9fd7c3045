import { media, vars } from '@rpg/design-system/css';
import { style } from '@vanilla-extract/css';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
});

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xlarge,
  alignItems: 'start',
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' },
  },
});

export const itemGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 10rem), 1fr))',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});
