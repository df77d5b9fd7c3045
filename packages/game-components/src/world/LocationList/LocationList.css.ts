import { media, vars, wrapWordsShrinking } from '@rpg/design-system/css';
import { style } from '@vanilla-extract/css';
import { bareList } from '../../shared/private/layout.css.ts';
import { actionPointsIcon, actionPointsValue } from '../private/action-points.css.ts';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const points = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minWidth: 0,
  ...wrapWordsShrinking,
});

export const pointsValue = style(actionPointsValue);

export const icon = style(actionPointsIcon);

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  ...bareList,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.large },
  },
});

export const item = style({
  minWidth: 0,
});
