import { media, vars } from '@rpg/design-system/css';
import { style } from '@vanilla-extract/css';
import { keylinePanel } from '../../shared/private/keylinePanel.css.ts';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const top = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 20rem) minmax(0, 1fr)', alignItems: 'start' },
  },
});

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
  padding: vars.space.medium,
  ...keylinePanel,
  boxShadow: vars.shadow.small,
});

export const avatar = style({
  display: 'flex',
  justifyContent: 'center',
  maxWidth: '100%',
  overflow: 'hidden',
});

export const side = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
});

export const manage = style({
  minWidth: 0,
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
});

export const skillGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const pouch = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const icon = style({
  width: vars.space.medium,
  height: vars.space.medium,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
});
