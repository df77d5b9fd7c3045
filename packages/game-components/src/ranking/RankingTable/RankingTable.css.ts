import { media, vars } from '@rpg/design-system/css';
import { globalStyle, style } from '@vanilla-extract/css';

export const root = style({
  display: 'grid',
  gap: vars.space.medium,
  minWidth: 0,
});

/** The current player's name with its "you" badge (the Table tints the row it marks aria-current). */
export const currentMarker = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  flexWrap: 'wrap',
  minWidth: 0,
});

export const position = style({
  fontFamily: vars.font.family.display,
  fontWeight: vars.font.weight.display,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const podium = style({
  color: vars.color.tone.brand.text,
});

export const honour = style({
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

/**
 * Names break between words where they can; on phones a name longer than its column breaks inside
 * too (the column keeps room for a dozen letters), since the table must not push the honour off screen.
 */
export const name = style({
  overflowWrap: 'anywhere',
  minWidth: 0,
  '@media': { [media.tablet]: { overflowWrap: 'break-word' } },
});

/** The level under the name: phones only (from tablets it has its own column). */
export const levelUnderName = style({
  display: 'block',
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.regular,
  color: vars.color.textMuted,
  '@media': { [media.tablet]: { display: 'none' } },
});

/** Phones: the level column gives way (its value is under the name) and the cells are closer. */
globalStyle(`${root} :is(th, td):nth-child(3)`, {
  display: 'none',
  '@media': { [media.tablet]: { display: 'table-cell' } },
});

globalStyle(`${root} :is(th, td)`, {
  paddingInline: vars.space.xsmall,
  '@media': { [media.tablet]: { paddingInline: vars.space.medium } },
});
