import { media, vars } from '@rpg/design-system/css';
import { style } from '@vanilla-extract/css';
import { keylinePanel } from '../../shared/private/keyline-panel.css.ts';
import { bareList, cardGrid, shrinkColumn } from '../../shared/private/layout.css.ts';

export const screen = style(shrinkColumn(vars.space.xlarge));

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
  ...shrinkColumn(vars.space.medium),
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

export const side = style(shrinkColumn(vars.space.large));

export const manage = style({
  minWidth: 0,
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  ...bareList,
});

export const section = style(shrinkColumn(vars.space.medium));

export const skillGrid = style(cardGrid(vars.space.small, 2, 3));

export const pouch = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});
