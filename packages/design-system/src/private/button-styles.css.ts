import { type ComplexStyleRule, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../themes/contract.css.ts';
import { media } from '../tokens/breakpoints.ts';
import { wrapWordsShrinking } from '../tokens/text-wrap.ts';
import { hitArea } from './hit-area.ts';

// The look of a button, shared by the controls that look like one (Button, IconButton, Link's
// `button` variant, Pagination's page buttons), so none of them reaches into another's styles.

export const buttonVariants = ['solid', 'soft', 'ghost'] as const;
export const buttonTones = ['brand', 'neutral', 'critical', 'positive'] as const;
export const buttonSizes = ['small', 'standard', 'large'] as const;

type Variant = (typeof buttonVariants)[number];
type Tone = (typeof buttonTones)[number];

const enabled = '&:not(:disabled):not([aria-disabled="true"])';

function colours(variant: Variant, tone: Tone): ComplexStyleRule {
  const t = vars.color.tone[tone];
  const look = {
    solid: { rest: [t.solid, t.onSolid], hover: [t.solidHover, t.onSolid] },
    soft: { rest: [t.soft, t.onSoft], hover: [t.softHover, t.onSoft] },
    ghost: { rest: ['transparent', t.text], hover: [t.soft, t.onSoft] },
  }[variant];
  return {
    backgroundColor: look.rest[0],
    color: look.rest[1],
    selectors: {
      [`${enabled}:hover`]: { backgroundColor: look.hover[0], color: look.hover[1] },
    },
  };
}

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xsmall,
    maxWidth: '100%',
    borderRadius: vars.radius.medium,
    borderWidth: vars.borderWidth.standard,
    borderStyle: 'solid',
    borderColor: 'transparent',
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.strong,
    textAlign: 'center',
    textDecorationLine: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transitionProperty: 'background-color, color, border-color, transform',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      '&:focus-visible': {
        outlineWidth: vars.focusRing.width,
        outlineStyle: 'solid',
        outlineColor: vars.color.focusRing,
        outlineOffset: vars.focusRing.offset,
      },
      [`${enabled}:active`]: { transform: `translateY(${vars.borderWidth.standard})` },
      '&[aria-busy="true"]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: { solid: {}, soft: {}, ghost: {} },
    tone: { brand: {}, neutral: {}, critical: {}, positive: {} },
    size: {
      small: {
        // Drawn 32px high; on a touch screen its hit area is 44px.
        '@media': { [media.coarsePointer]: { selectors: { '&::after': hitArea(vars.touchTarget.comfortable) } } },
        minHeight: vars.controlHeight.small,
        paddingLeft: vars.space.small,
        paddingRight: vars.space.small,
        paddingTop: vars.space.xxsmall,
        paddingBottom: vars.space.xxsmall,
        fontSize: vars.text.small.fontSize,
        lineHeight: vars.text.small.lineHeight,
      },
      standard: {
        minHeight: vars.controlHeight.standard,
        paddingLeft: vars.space.medium,
        paddingRight: vars.space.medium,
        paddingTop: vars.space.xsmall,
        paddingBottom: vars.space.xsmall,
        fontSize: vars.text.standard.fontSize,
        lineHeight: vars.text.standard.lineHeight,
      },
      large: {
        minHeight: vars.controlHeight.large,
        paddingLeft: vars.space.large,
        paddingRight: vars.space.large,
        paddingTop: vars.space.xsmall,
        paddingBottom: vars.space.xsmall,
        fontSize: vars.text.large.fontSize,
        lineHeight: vars.text.large.lineHeight,
      },
    },
    fullWidth: { true: { display: 'flex', width: '100%' }, false: {} },
    disabled: {
      true: {
        cursor: 'not-allowed',
        color: vars.color.disabledText,
        backgroundColor: vars.color.disabledBackground,
      },
      false: {},
    },
  },
  compoundVariants: buttonVariants.flatMap((variant) =>
    buttonTones.map((tone) => ({ variants: { variant, tone, disabled: false }, style: colours(variant, tone) })),
  ),
  defaultVariants: { variant: 'solid', tone: 'brand', size: 'standard', fullWidth: false, disabled: false },
});

/** A disabled ghost button stays transparent. */
export const disabledGhost = style({ backgroundColor: 'transparent' });

/** The label and its icon. */
export const content = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minWidth: 0,
  ...wrapWordsShrinking,
});

/** An icon beside the label. */
export const icon = style({ display: 'inline-flex', flexShrink: 0 });
