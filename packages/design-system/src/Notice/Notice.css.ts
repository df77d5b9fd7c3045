import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../themes/contract.css.ts';
import { wrapWords } from '../tokens/text-wrap.ts';

export const noticeTones = ['info', 'positive', 'caution', 'critical'] as const;

const iconColour = createVar();

const tone = (name: (typeof noticeTones)[number]) => ({
  backgroundColor: vars.color.tone[name].soft,
  borderColor: vars.color.tone[name].border,
  color: vars.color.tone[name].onSoft,
  vars: { [iconColour]: vars.color.tone[name].text },
});

export const notice = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.small,
    paddingTop: vars.space.small,
    paddingBottom: vars.space.small,
    paddingLeft: vars.space.medium,
    paddingRight: vars.space.medium,
    borderRadius: vars.radius.medium,
    borderWidth: vars.borderWidth.standard,
    borderStyle: 'solid',
    fontSize: vars.text.standard.fontSize,
    lineHeight: vars.text.standard.lineHeight,
    ...wrapWords,
  },
  variants: {
    tone: { info: tone('info'), positive: tone('positive'), caution: tone('caution'), critical: tone('critical') },
  },
  defaultVariants: { tone: 'info' },
});

/** The tone's icon, a quarter larger than the text, centred on the first line. */
export const icon = style({
  flexShrink: 0,
  display: 'inline-flex',
  height: vars.text.standard.lineHeight,
  alignItems: 'center',
  fontSize: '1.25em',
  color: iconColour,
});

export const body = style({ minWidth: 0, flexGrow: 1 });

export const title = style({ fontWeight: vars.font.weight.strong });
