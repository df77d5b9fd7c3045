import { media, vars, wrapWordsShrinking } from '@rpg/design-system/css';
import { style } from '@vanilla-extract/css';
import { bareList, shrinkColumn } from '../../shared/private/layout.css.ts';

export const root = style({
  ...shrinkColumn(vars.space.large),
  ...wrapWordsShrinking,
});

export const hero = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.small,
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'auto minmax(0, 1fr) auto', padding: vars.space.large },
  },
});

/** The vendor's portrait: an art size. */
export const portrait = style({
  // biome-ignore-start lint/plugin/noRawPx: the portrait's display sizes (no token names picture sizes)
  width: '80px',
  flexShrink: 0,
  '@media': { [media.tablet]: { width: '128px' } },
  // biome-ignore-end lint/plugin/noRawPx: the portrait's display sizes
});

export const heroText = style(shrinkColumn(vars.space.xsmall));

export const heroActions = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  '@media': {
    [media.desktop]: { gridColumn: 'auto', flexDirection: 'column', alignItems: 'flex-end' },
  },
});

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', gap: vars.space.xlarge },
  },
});

/** Only the vendor's column (the tailor: no backpack, no skills): it takes the whole width. */
export const layoutSingle = style({
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const column = style(shrinkColumn(vars.space.large));

export const section = style(shrinkColumn(vars.space.small));

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.small,
  ...bareList,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.medium },
    [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

/** The player's column is narrower on desktops: two per row there. */
export const gridNarrow = style({
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.small,
  ...bareList,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.medium },
  },
});

export const listNarrow = style({
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const cell = style(shrinkColumn(vars.space.xxsmall));

export const slot = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  height: '100%',
  minWidth: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.large,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.small,
});

export const slotArt = style({
  width: '100%',
  // biome-ignore lint/plugin/noRawPx: a picture's display size (no token names picture sizes)
  maxWidth: '96px',
  alignSelf: 'center',
  padding: vars.space.xxsmall,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
});

export const slotFooter = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  marginTop: 'auto',
});

export const price = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xxsmall,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.game.baseCurrency,
});

export const priceShort = style({
  color: vars.color.tone.caution.text,
});

export const coin = style({
  display: 'block',
  width: vars.space.medium,
  height: vars.space.medium,
  flexShrink: 0,
});
