import { media, vars } from '@rpg/design-system/css';
import { style } from '@vanilla-extract/css';

export const storeButtons = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  '@media': { [media.tablet]: { flexDirection: 'row', alignItems: 'flex-start' } },
});

export const storeItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  flex: '1 1 0',
  minWidth: 0,
});

export const storeIcon = style({ display: 'block', width: '1.5em', height: '1.5em' });

export const storeJoin = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall });
