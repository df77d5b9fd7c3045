import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../themes/contract.css.ts';
import { wrapWords } from '../tokens/text-wrap.ts';

export const loadingOverlayCovers = ['container', 'viewport'] as const;

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = recipe({
  base: {
    inset: 0,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.small,
    padding: vars.space.medium,
    backgroundColor: vars.color.veil,
    color: vars.color.text,
    zIndex: vars.zIndex.overlay,
    textAlign: 'center',
    cursor: 'progress',
    animationName: fadeIn,
    animationDuration: vars.motion.duration.standard,
    animationTimingFunction: vars.motion.easing.enter,
    animationFillMode: 'both',
  },
  variants: {
    cover: {
      /** Covers the nearest positioned ancestor (give the container `position="relative"`). */
      container: { position: 'absolute', borderRadius: 'inherit' },
      viewport: { position: 'fixed' },
    },
  },
  defaultVariants: { cover: 'container' },
});

export const spinnerColour = style({ color: vars.color.tone.brand.text });

export const label = style({
  fontWeight: vars.font.weight.strong,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  maxWidth: vars.contentWidth.small,
  ...wrapWords,
});
