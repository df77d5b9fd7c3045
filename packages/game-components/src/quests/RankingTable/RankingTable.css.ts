import { vars } from '@rpg/design-system/css';
import { style } from '@vanilla-extract/css';

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

/** Names break between words only: a name cut mid-letters on phones was unreadable (the table scrolls instead). */
export const name = style({
  overflowWrap: 'break-word',
  minWidth: 0,
});
