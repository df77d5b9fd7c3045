import { recipe } from '@vanilla-extract/recipes';
import { hitArea } from '../private/hit-area.ts';
import { vars } from '../themes/contract.css.ts';
import { media } from '../tokens/breakpoints.ts';

export const linkVariants = ['inline', 'button'] as const;
export const linkTones = ['brand', 'neutral', 'critical', 'positive'] as const;

const focusRing = {
  outlineWidth: vars.focusRing.width,
  outlineStyle: 'solid',
  outlineColor: vars.color.focusRing,
  outlineOffset: vars.focusRing.offset,
} as const;

/** Text links: underlined so they are not told apart by colour alone. */
export const inlineLink = recipe({
  base: {
    // A line of text is about 20px high: an invisible hit area makes it at least 24px (WCAG 2.5.8),
    // and 44px on a touch screen, without moving the text around it.
    position: 'relative',
    '@media': { [media.coarsePointer]: { selectors: { '&::after': hitArea(vars.touchTarget.comfortable) } } },
    textDecorationLine: 'underline',
    textDecorationThickness: vars.borderWidth.standard,
    textUnderlineOffset: '0.2em',
    borderRadius: vars.radius.small,
    cursor: 'pointer',
    transitionProperty: 'color, text-decoration-thickness',
    transitionDuration: vars.motion.duration.fast,
    selectors: {
      '&::after': hitArea(vars.touchTarget.minimum),
      '&:hover': { textDecorationThickness: vars.borderWidth.thick },
      '&:focus-visible': focusRing,
    },
  },
  variants: {
    tone: {
      brand: { color: vars.color.tone.brand.text },
      neutral: { color: vars.color.text },
      critical: { color: vars.color.tone.critical.text },
      positive: { color: vars.color.tone.positive.text },
    },
  },
  defaultVariants: { tone: 'brand' },
});
