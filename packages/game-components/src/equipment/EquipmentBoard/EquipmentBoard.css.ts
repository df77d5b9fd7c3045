import { media, vars } from '@rpg/design-system/css';
import { style } from '@vanilla-extract/css';

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
