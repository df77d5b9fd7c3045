import { media, vars } from '@rpg/design-system/css';
import { style } from '@vanilla-extract/css';
import { bareList, shrinkColumn } from '../../shared/private/layout.css.ts';

export const screen = style(shrinkColumn(vars.space.large));

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
  ...bareList,
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});
