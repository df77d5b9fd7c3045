import { media, vars } from '@rpg/design-system/css';
import { globalStyle, style } from '@vanilla-extract/css';
import { nameLabel, nameLabelShown } from '../../shared/private/player-name.css.ts';

export const root = style({
  display: 'grid',
  gap: vars.space.medium,
  minWidth: 0,
});

/**
 * The name's line: the name and, in the player's own row, the "you" badge. It has no width of its own
 * (so the longest name never widens the column or pushes the honour off a phone's screen) and takes the
 * whole cell once the columns are laid out (the player column takes what the others leave).
 */
export const nameRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  width: 0,
  minWidth: '100%',
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
 * A player's name is a label with no language: one line with an ellipsis, whole (wrapped anywhere) while
 * its row is hovered or holds the focus (its link).
 */
export const name = style({
  ...nameLabel,
  flex: '0 1 auto',
  selectors: { 'tr:is(:hover, :focus-within) &': nameLabelShown },
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

/** The player column takes the width the others (numbers that never wrap) leave. */
globalStyle(`${root} :is(th, td):nth-child(2)`, { width: '100%' });

globalStyle(`${root} :is(th, td)`, {
  paddingInline: vars.space.xsmall,
  '@media': { [media.tablet]: { paddingInline: vars.space.medium } },
});
