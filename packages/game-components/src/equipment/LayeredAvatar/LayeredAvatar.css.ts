import { vars } from '@rpg/design-system/css';
import { avatarCanvas } from '@rpg/game-assets';
import { style, styleVariants } from '@vanilla-extract/css';

export const root = style({
  position: 'relative',
  boxSizing: 'border-box',
  display: 'block',
  flexShrink: 0,
  maxWidth: '100%',
  aspectRatio: '5 / 6',
  overflow: 'hidden',
  borderRadius: vars.radius.medium,
  background: `radial-gradient(ellipse at 50% 35%, ${vars.color.surfaceRaised}, ${vars.color.surfaceSunken})`,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

/** Art sizes of the 5:6 avatar canvas (the spec's 320 x 384 px is `full`). */
export const size = styleVariants({
  full: { width: avatarCanvas.width },
  // biome-ignore-start lint/plugin/noRawPx: the smaller avatars, in px as layeredAvatarSizes (LayeredAvatar.tsx) lists them
  large: { width: 240 },
  medium: { width: 160 },
  small: { width: 64 },
  // biome-ignore-end lint/plugin/noRawPx: the smaller avatars
});

export const layer = style({
  position: 'absolute',
  inset: 0,
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  pointerEvents: 'none',
  userSelect: 'none',
});
