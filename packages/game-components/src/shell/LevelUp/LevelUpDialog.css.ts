import { media, vars } from '@rpg/design-system/css';
import { keyframes, style } from '@vanilla-extract/css';

const rise = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space.medium}) scale(0.8)` },
  to: { opacity: 1, transform: 'translateY(0) scale(1)' },
});

const glow = keyframes({
  '0%': { opacity: 0.55, transform: 'scale(0.92)' },
  '50%': { opacity: 0.9, transform: 'scale(1.04)' },
  '100%': { opacity: 0.55, transform: 'scale(0.92)' },
});

/** The emblem's stage: a glow behind a medallion with the new level. */
export const stage = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  paddingBlock: vars.space.medium,
});

export const rays = style({
  gridArea: '1 / 1',
  width: `calc(${vars.controlHeight.large} * 3)`,
  aspectRatio: '1',
  borderRadius: vars.radius.full,
  background: `radial-gradient(circle, ${vars.color.tone.brand.soft} 0%, transparent 70%)`,
  animationName: glow,
  animationDuration: `calc(${vars.motion.duration.slow} * 8)`,
  animationTimingFunction: vars.motion.easing.standard,
  animationIterationCount: 'infinite',
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const emblem = style({
  gridArea: '1 / 1',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  width: `calc(${vars.controlHeight.large} * 2)`,
  aspectRatio: '1',
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.keyline} solid ${vars.color.tone.brand.solid}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.large,
  color: vars.color.tone.brand.text,
  animationName: rise,
  animationDuration: vars.motion.duration.slow,
  animationTimingFunction: vars.motion.easing.enter,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const emblemCaption = style({
  fontFamily: vars.font.family.display,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

export const emblemLevel = style({
  fontFamily: vars.font.family.display,
  fontWeight: vars.font.weight.display,
  fontSize: vars.heading['1'].tablet.fontSize,
  lineHeight: vars.heading['1'].tablet.lineHeight,
  fontVariantNumeric: 'tabular-nums',
});
