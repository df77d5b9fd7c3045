import { vars, wrapWordsShrinking } from '@rpg/design-system/css';
import { style } from '@vanilla-extract/css';

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minWidth: 0,
  ...wrapWordsShrinking,
});

export const picture = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  flexShrink: 0,
  width: '4rem',
  height: '4.8125rem',
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const icon = style({ display: 'block', width: vars.space.xlarge, height: vars.space.xlarge });
