import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../themes/contract.css.ts';

export const spinnerSizes = ['small', 'standard', 'large'] as const;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** A ring with a gap that turns; under reduced motion (duration 0) it stands still. */
export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderRightColor: 'transparent',
    animationName: spin,
    animationDuration: vars.motion.duration.spin,
    animationTimingFunction: 'linear',
    animationIterationCount: 'infinite',
    verticalAlign: 'middle',
  },
  variants: {
    size: {
      small: { width: vars.space.medium, height: vars.space.medium, borderWidth: vars.borderWidth.thick },
      standard: { width: vars.space.large, height: vars.space.large, borderWidth: vars.focusRing.width },
      large: { width: vars.space.xxlarge, height: vars.space.xxlarge, borderWidth: vars.borderWidth.keyline },
    },
  },
  defaultVariants: { size: 'standard' },
});
