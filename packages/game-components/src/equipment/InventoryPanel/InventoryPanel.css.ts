import { media, vars } from '@rpg/design-system/css';
import { style, styleVariants } from '@vanilla-extract/css';
import { shrinkColumn } from '../../shared/private/layout.css.ts';

export const section = style(shrinkColumn(vars.space.small));

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.family.display,
  fontWeight: vars.font.weight.display,
  fontSize: vars.heading['3'].phone.fontSize,
  lineHeight: vars.heading['3'].phone.lineHeight,
  color: vars.color.text,
});

export const usage = style({
  margin: 0,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.textMuted,
});

export const usageFull = style({ color: vars.color.tone.caution.text, fontWeight: vars.font.weight.strong });

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

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.small,
  width: '100%',
  minWidth: 0,
});

export const equipmentGrid = style({
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

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

export const slot = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
  padding: vars.space.xxsmall,
  borderRadius: vars.radius.medium,
  outline: `${vars.borderWidth.thick} solid transparent`,
  outlineOffset: 0,
});

export const dropState = styleVariants({
  candidate: { outline: `${vars.borderWidth.thick} dashed ${vars.color.tone.brand.border}` },
  origin: { background: vars.color.surfaceSunken },
  valid: {
    outline: `${vars.borderWidth.thick} solid ${vars.color.tone.positive.solid}`,
    background: vars.color.tone.positive.soft,
  },
  invalid: {
    outline: `${vars.borderWidth.thick} solid ${vars.color.tone.critical.solid}`,
    background: vars.color.tone.critical.soft,
  },
});

export const slotLabel = style({
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.strong,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
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

export const board = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
});

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
  },
});

export const instructions = style({
  margin: 0,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.textMuted,
  '@media': {
    // A touch-only device has no keyboard to drag with: the instructions are not shown there, but
    // stay in the page for screen readers (they describe every drag handle).
    [media.touchOnly]: {
      position: 'absolute',
      width: vars.borderWidth.standard,
      height: vars.borderWidth.standard,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

export const status = style({
  margin: 0,
  minHeight: vars.text.standard.lineHeight,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  color: vars.color.text,
});

export const statusCritical = style({ color: vars.color.tone.critical.text, fontWeight: vars.font.weight.strong });

export const preview = style({
  position: 'fixed',
  zIndex: vars.zIndex.overlay,
  top: 0,
  left: 0,
  // biome-ignore-start lint/plugin/noRawPx: the drag preview's tile (no token names picture sizes)
  width: 64,
  height: 64,
  // biome-ignore-end lint/plugin/noRawPx: the drag preview's tile
  padding: vars.space.xxsmall,
  boxSizing: 'border-box',
  borderRadius: vars.radius.medium,
  border: `${vars.borderWidth.thick} solid ${vars.color.tone.brand.solid}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.large,
  pointerEvents: 'none',
  opacity: 0.92,
});

export const previewImage = style({ display: 'block', width: '100%', height: '100%', objectFit: 'contain' });
