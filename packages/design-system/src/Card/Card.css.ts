import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../themes/contract.css.ts';

export const cardTones = ['neutral', 'brand', 'positive', 'caution', 'critical', 'info'] as const;

const keyline = (colour: string) => ({ boxShadow: `inset ${vars.borderWidth.keyline} 0 0 0 ${colour}` });

/** A raised panel; a non-neutral tone draws a keyline on the leading edge (text stays on the raised surface). */
export const card = recipe({
  base: {
    position: 'relative',
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    borderWidth: vars.borderWidth.standard,
    borderStyle: 'solid',
    borderColor: vars.color.border,
    borderRadius: vars.radius.large,
    minWidth: 0,
  },
  variants: {
    tone: {
      neutral: {},
      brand: keyline(vars.color.tone.brand.solid),
      positive: keyline(vars.color.tone.positive.solid),
      caution: keyline(vars.color.tone.caution.solid),
      critical: keyline(vars.color.tone.critical.solid),
      info: keyline(vars.color.tone.info.solid),
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const elevated = style({ boxShadow: vars.shadow.medium });
