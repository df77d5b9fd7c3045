import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../themes/contract.css.ts';

export const imageFits = ['cover', 'contain'] as const;
export const imageRadii = ['none', 'small', 'medium', 'large', 'full'] as const;

/** The frame keeps the aspect ratio before the image loads (nothing jumps) and shows a sunken well behind it. */
export const frame = recipe({
  base: {
    position: 'relative',
    display: 'block',
    width: '100%',
    overflow: 'hidden',
    backgroundColor: vars.color.surfaceSunken,
  },
  variants: {
    radius: {
      none: { borderRadius: vars.radius.none },
      small: { borderRadius: vars.radius.small },
      medium: { borderRadius: vars.radius.medium },
      large: { borderRadius: vars.radius.large },
      full: { borderRadius: vars.radius.full },
    },
  },
  defaultVariants: { radius: 'medium' },
});

export const image = recipe({
  base: { position: 'absolute', inset: 0, display: 'block', width: '100%', height: '100%' },
  variants: { fit: { cover: { objectFit: 'cover' }, contain: { objectFit: 'contain' } } },
  defaultVariants: { fit: 'cover' },
});

/** Shown when neither the image nor the fallback loads. */
export const missing = style({ position: 'absolute', inset: 0 });
