import { media, vars } from '@rpg/design-system/css';
import { style } from '@vanilla-extract/css';
import { slotList, slotSection, slotSectionHeading } from '../private/inventory-sections.css.ts';

export const section = style(slotSection);

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
});

export const heading = style(slotSectionHeading);

export const usage = style({
  margin: 0,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.textMuted,
});

export const usageFull = style({ color: vars.color.tone.caution.text, fontWeight: vars.font.weight.strong });

export const list = style(slotList);

export const backpackGrid = style({
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  // Every row as high as the tallest (an item's card is taller than a free slot's bag): even rows.
  gridAutoRows: '1fr',
  gap: vars.space.xsmall,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});
