import { vars } from '@rpg/design-system/css';
import { avatarCanvas } from '@rpg/game-assets';
import { style } from '@vanilla-extract/css';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
  maxWidth: vars.contentWidth.medium,
  marginInline: 'auto',
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
});

/** The spec's 320 x 384 avatar, shrunk only when the screen is narrower. */
export const avatar = style({
  width: '100%',
  maxWidth: avatarCanvas.width,
  display: 'flex',
  justifyContent: 'center',
  overflow: 'hidden',
});
