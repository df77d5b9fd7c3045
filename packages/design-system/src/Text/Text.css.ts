import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../themes/contract.css.ts';
import { wrapWords } from '../tokens/text-wrap.ts';

export const textSizes = ['small', 'standard', 'large'] as const;
export const textTones = ['neutral', 'secondary', 'brand', 'positive', 'critical', 'caution', 'info'] as const;
export const textWeights = ['regular', 'strong'] as const;
export const textAligns = ['left', 'center', 'right'] as const;

export const text = recipe({
  base: { fontFamily: vars.font.family.body, ...wrapWords },
  variants: {
    size: {
      small: { fontSize: vars.text.small.fontSize, lineHeight: vars.text.small.lineHeight },
      standard: { fontSize: vars.text.standard.fontSize, lineHeight: vars.text.standard.lineHeight },
      large: { fontSize: vars.text.large.fontSize, lineHeight: vars.text.large.lineHeight },
    },
    tone: {
      neutral: { color: vars.color.text },
      secondary: { color: vars.color.textMuted },
      brand: { color: vars.color.tone.brand.text },
      positive: { color: vars.color.tone.positive.text },
      critical: { color: vars.color.tone.critical.text },
      caution: { color: vars.color.tone.caution.text },
      info: { color: vars.color.tone.info.text },
      /** Inside a coloured panel (Notice, Button): take the panel's foreground. */
      inherit: { color: 'inherit' },
    },
    weight: {
      regular: { fontWeight: vars.font.weight.regular },
      strong: { fontWeight: vars.font.weight.strong },
    },
    align: {
      left: { textAlign: 'left' },
      center: { textAlign: 'center' },
      right: { textAlign: 'right' },
    },
  },
  defaultVariants: { size: 'standard', tone: 'neutral', weight: 'regular' },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;

export const truncate = style({
  display: 'block',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
