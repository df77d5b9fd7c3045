import { media, vars } from '@rpg/design-system/css';
import { style } from '@vanilla-extract/css';
import { cardListHint, cardListItem, cardListToolbar } from '../../shared/private/card-list.css.ts';
import { bareList } from '../../shared/private/layout.css.ts';

export const toolbar = style(cardListToolbar);

export const hint = style(cardListHint);

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  ...bareList,
  '@media': {
    [media.twoCardColumns]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
  },
});

export const item = style(cardListItem);
