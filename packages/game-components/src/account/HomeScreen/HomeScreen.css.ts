import { media, vars } from '@rpg/design-system/css';
import { style } from '@vanilla-extract/css';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  width: '100%',
  minWidth: 0,
});

export const main = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const signIn = style({ display: 'flex', justifyContent: 'center', minWidth: 0 });

/** The promotion carousel is for wide screens... */
export const wideOnly = style({ display: 'none', minWidth: 0, '@media': { [media.tablet]: { display: 'block' } } });

/** ...the image carousel and the API address for narrow ones. */
export const narrowOnly = style({ display: 'block', minWidth: 0, '@media': { [media.tablet]: { display: 'none' } } });

export const newHere = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });
