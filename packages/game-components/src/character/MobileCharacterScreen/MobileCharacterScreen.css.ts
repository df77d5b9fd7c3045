import { vars } from '@rpg/design-system/css';
import { avatarCanvas } from '@rpg/game-assets';
import { style } from '@vanilla-extract/css';
import { shrinkColumn } from '../../shared/private/layout.css.ts';

/**
 * At least as tall as the viewport: whatever the tab shows (a short name form or a long stats panel),
 * the dock's bar is pinned to the bottom of the screen, where a phone's dock belongs.
 */
export const screen = style({
  ...shrinkColumn(vars.space.large),
  maxWidth: vars.contentWidth.medium,
  marginInline: 'auto',
  minHeight: '100dvh',
});

export const panel = style(shrinkColumn(vars.space.large));

/** The spec's 320 x 384 avatar, shrunk only when the screen is narrower. */
export const avatar = style({
  width: '100%',
  maxWidth: avatarCanvas.width,
  display: 'flex',
  justifyContent: 'center',
  overflow: 'hidden',
});
