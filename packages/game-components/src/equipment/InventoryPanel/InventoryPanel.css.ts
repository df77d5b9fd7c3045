import { media, vars } from '@rpg/design-system/css';
import { style } from '@vanilla-extract/css';
import { slotList, slotSection, slotSectionHeading } from '../private/inventory-sections.css.ts';

export const section = style(slotSection);

export const heading = style(slotSectionHeading);

export const doll = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  '@media': {
    [media.tablet]: { flexDirection: 'row', alignItems: 'flex-start' },
  },
});

export const avatar = style({ flexShrink: 0 });

export const list = style(slotList);

export const equipmentGrid = style({
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const look = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  padding: vars.space.xsmall,
  borderRadius: vars.radius.medium,
  border: `${vars.borderWidth.standard} dashed ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});

export const lookImage = style({
  display: 'block',
  width: '100%',
  aspectRatio: '5 / 6',
  objectFit: 'contain',
});

export const lookNote = style({
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.textMuted,
});
