import { media, vars, wrapWordsShrinking } from '@rpg/design-system/css';
import { style } from '@vanilla-extract/css';
import { keylinePanel } from '../../shared/private/keyline-panel.css.ts';
import { outfitSlotList, outfitSlotRow } from '../../shared/private/outfit-slots.css.ts';

export const form = style({
  width: '100%',
  maxWidth: vars.contentWidth.medium,
  minWidth: 0,
  padding: vars.space.large,
  ...keylinePanel,
  boxShadow: vars.shadow.medium,
});

/** Phone: the preview above the parts. Tablet up: the preview beside them. */
export const look = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  alignItems: 'start',
  minWidth: 0,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: vars.space.large },
  },
});

export const preview = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
});

export const slotList = style(outfitSlotList);

export const slotRow = style({
  ...outfitSlotRow('3.5rem'),
  ...wrapWordsShrinking,
});

export const position = style({
  textAlign: 'center',
  fontFamily: vars.font.family.body,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});
