import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';
import { wrapWordsShrinking } from '../tokens/text-wrap.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, minWidth: 0 });

export const slides = style({ position: 'relative', minWidth: 0 });

export const slide = style({
  minWidth: 0,
  animationDuration: vars.motion.duration.standard,
  animationTimingFunction: vars.motion.easing.enter,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
});

export const position = style({
  flexGrow: 1,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontVariantNumeric: 'tabular-nums',
  ...wrapWordsShrinking,
});
