import { media, vars } from '@rpg/design-system/css';
import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { wrapRow } from '../../shared/private/layout.css.ts';

export const bar = style({
  ...wrapRow(vars.space.xsmall),
  margin: 0,
  padding: 0,
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minHeight: vars.controlHeight.small,
  paddingBlock: vars.space.none,
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  whiteSpace: 'nowrap',
});

export const term = style({
  display: 'inline-flex',
  margin: 0,
});

export const icon = style({
  display: 'block',
  width: vars.space.large,
  height: vars.space.large,
  flexShrink: 0,
});

const valueBase = style({
  margin: 0,
  fontFamily: vars.font.family.body,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
});

/** Each value in its game colour (readable as text on the surfaces). */
export const value = styleVariants({
  baseCurrency: [valueBase, { color: vars.color.game.baseCurrency }],
  premiumCurrency: [valueBase, { color: vars.color.game.premiumCurrency }],
  actionPoints: [valueBase, { color: vars.color.game.actionPoints }],
});

const pulse = keyframes({
  '0%': { opacity: 1 },
  '50%': { opacity: 0.45 },
  '100%': { opacity: 1 },
});

export const skeleton = style({
  display: 'block',
  width: vars.space.xxlarge,
  height: vars.text.small.fontSize,
  borderRadius: vars.radius.small,
  background: vars.color.tone.neutral.soft,
  animationName: pulse,
  animationDuration: `calc(${vars.motion.duration.slow} * 4)`,
  animationTimingFunction: vars.motion.easing.standard,
  animationIterationCount: 'infinite',
  '@media': {
    [media.reducedMotion]: { animation: 'none' },
  },
});
