import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../themes/contract.css.ts';
import { breakpointQuery } from '../tokens/breakpoints.ts';
import { wrapWords } from '../tokens/text-wrap.ts';
import type { HeadingLevelName } from '../tokens/types.ts';

export const headingLevels = [1, 2, 3, 4] as const;
export const headingTones = ['neutral', 'brand'] as const;

const level = (name: HeadingLevelName) => ({
  fontSize: vars.heading[name].phone.fontSize,
  lineHeight: vars.heading[name].phone.lineHeight,
  '@media': {
    [breakpointQuery.tablet]: {
      fontSize: vars.heading[name].tablet.fontSize,
      lineHeight: vars.heading[name].tablet.lineHeight,
    },
  },
});

export const heading = recipe({
  base: {
    fontFamily: vars.font.family.display,
    fontWeight: vars.font.weight.display,
    ...wrapWords,
  },
  variants: {
    level: { 1: level('1'), 2: level('2'), 3: level('3'), 4: level('4') },
    tone: {
      neutral: { color: vars.color.text },
      brand: { color: vars.color.tone.brand.text },
    },
    align: {
      left: { textAlign: 'left' },
      center: { textAlign: 'center' },
      right: { textAlign: 'right' },
    },
  },
  defaultVariants: { level: 2, tone: 'neutral' },
});

export type HeadingVariants = NonNullable<RecipeVariants<typeof heading>>;
