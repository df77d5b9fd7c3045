import { vars } from '@rpg/design-system/css';
import { avatarCanvas } from '@rpg/game-assets';
import { style } from '@vanilla-extract/css';

/** The avatar's frame keeps the 320 x 384 size while loading, so nothing jumps. */
export const stage = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  width: '100%',
  minHeight: avatarCanvas.height,
  borderRadius: vars.radius.large,
  background: `radial-gradient(circle at 50% 40%, ${vars.color.tone.brand.soft}, ${vars.color.surfaceSunken} 70%)`,
});

export const loading = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  textAlign: 'center',
});
