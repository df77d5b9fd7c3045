import type { ComplexStyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../themes/contract.css.ts';
import { wrapWords } from '../tokens/text-wrap.ts';

export const badgeTones = ['neutral', 'brand', 'positive', 'caution', 'critical', 'info'] as const;
export const badgeVariants = ['solid', 'soft'] as const;
export const badgeSizes = ['small', 'standard'] as const;

type Tone = (typeof badgeTones)[number];
type Variant = (typeof badgeVariants)[number];

function colours(variant: Variant, tone: Tone): ComplexStyleRule {
  const t = vars.color.tone[tone];
  return variant === 'solid'
    ? { backgroundColor: t.solid, color: t.onSolid, borderColor: t.solid }
    : { backgroundColor: t.soft, color: t.onSoft, borderColor: t.border };
}

export const badge = recipe({
  base: {
    // inline-block (not flex): the text can wrap and break inside the badge's max width.
    display: 'inline-block',
    maxWidth: '100%',
    borderWidth: vars.borderWidth.standard,
    borderStyle: 'solid',
    borderRadius: vars.radius.full,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.strong,
    // break-word (not anywhere): in a table cell the badge must not shrink to one letter per line.
    ...wrapWords,
    verticalAlign: 'middle',
  },
  variants: {
    variant: { solid: {}, soft: {} },
    tone: { neutral: {}, brand: {}, positive: {}, caution: {}, critical: {}, info: {} },
    size: {
      small: {
        paddingLeft: vars.space.xsmall,
        paddingRight: vars.space.xsmall,
        fontSize: vars.text.small.fontSize,
        lineHeight: vars.text.small.lineHeight,
      },
      standard: {
        paddingLeft: vars.space.small,
        paddingRight: vars.space.small,
        paddingTop: vars.space.xxsmall,
        paddingBottom: vars.space.xxsmall,
        fontSize: vars.text.small.fontSize,
        lineHeight: vars.text.small.lineHeight,
      },
    },
  },
  compoundVariants: badgeVariants.flatMap((variant) =>
    badgeTones.map((tone) => ({ variants: { variant, tone }, style: colours(variant, tone) })),
  ),
  defaultVariants: { variant: 'soft', tone: 'neutral', size: 'standard' },
});
