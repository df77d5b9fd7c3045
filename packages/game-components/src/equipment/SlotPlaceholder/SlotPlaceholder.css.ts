import { vars } from '@rpg/design-system/css';
import { style } from '@vanilla-extract/css';

export const root = style({
  position: 'relative',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  aspectRatio: '1 / 1',
  // biome-ignore lint/plugin/noRawPx: the smallest size at which the slot's picture stays recognisable
  minWidth: 40,
  borderRadius: vars.radius.medium,
  border: `${vars.borderWidth.standard} dashed ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
});

export const image = style({
  display: 'block',
  width: '70%',
  height: '70%',
  objectFit: 'contain',
  opacity: 0.8,
  userSelect: 'none',
  pointerEvents: 'none',
});
