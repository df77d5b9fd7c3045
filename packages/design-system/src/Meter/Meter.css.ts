import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../themes/contract.css.ts';
import { wrapWordsShrinking } from '../tokens/text-wrap.ts';

export const meterTones = [
  'health',
  'experience',
  'actionPoints',
  'neutral',
  'brand',
  'positive',
  'caution',
  'critical',
  'info',
] as const;
export const meterSizes = ['small', 'standard', 'large'] as const;

type Tone = (typeof meterTones)[number];

function fillColour(tone: Tone): string {
  if (tone === 'health' || tone === 'experience' || tone === 'actionPoints') return vars.color.game[tone];
  return vars.color.tone[tone].solid;
}

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0 });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  columnGap: vars.space.small,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.text,
});

export const label = style({ fontWeight: vars.font.weight.strong, minWidth: 0, ...wrapWordsShrinking });

export const valueText = style({
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  marginLeft: 'auto',
});

export const track = recipe({
  base: {
    position: 'relative',
    overflow: 'hidden',
    width: '100%',
    backgroundColor: vars.color.surfaceSunken,
    borderWidth: vars.borderWidth.standard,
    borderStyle: 'solid',
    borderColor: vars.color.borderStrong,
    borderRadius: vars.radius.full,
  },
  variants: {
    size: {
      small: { height: vars.space.xsmall },
      standard: { height: vars.space.small },
      large: { height: vars.space.medium },
    },
  },
  defaultVariants: { size: 'standard' },
});

export const fill = recipe({
  base: {
    height: '100%',
    borderRadius: vars.radius.full,
    transitionProperty: 'width',
    transitionDuration: vars.motion.duration.slow,
    transitionTimingFunction: vars.motion.easing.standard,
  },
  variants: {
    tone: Object.fromEntries(meterTones.map((tone) => [tone, { backgroundColor: fillColour(tone) }])) as Record<
      Tone,
      { backgroundColor: string }
    >,
  },
  defaultVariants: { tone: 'brand' },
});
