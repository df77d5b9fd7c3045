import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../themes/contract.css.ts';
import { breakpointQuery } from '../tokens/breakpoints.ts';

export { noticeTones as toastTones } from '../Notice/Notice.css.ts';

const iconColour = createVar();

const riseIn = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space.medium})` },
  to: { opacity: 1, transform: 'translateY(0)' },
});

/** Bottom of the screen: full width on phones, bottom right from tablets. */
export const viewport = style({
  position: 'fixed',
  zIndex: vars.zIndex.toast,
  left: vars.space.small,
  right: vars.space.small,
  bottom: vars.space.small,
  pointerEvents: 'none',
  '@media': {
    [breakpointQuery.tablet]: {
      left: 'auto',
      right: vars.space.large,
      bottom: vars.space.large,
      width: vars.contentWidth.small,
    },
  },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const tone = (name: 'info' | 'positive' | 'caution' | 'critical') => ({
  borderColor: vars.color.tone[name].border,
  vars: { [iconColour]: vars.color.tone[name].text },
});

export const toast = recipe({
  base: {
    pointerEvents: 'auto',
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.small,
    paddingTop: vars.space.small,
    paddingBottom: vars.space.small,
    paddingLeft: vars.space.medium,
    paddingRight: vars.space.xsmall,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    borderWidth: vars.borderWidth.standard,
    borderLeftWidth: vars.borderWidth.keyline,
    borderStyle: 'solid',
    borderRadius: vars.radius.medium,
    boxShadow: vars.shadow.large,
    fontFamily: vars.font.family.body,
    fontSize: vars.text.standard.fontSize,
    lineHeight: vars.text.standard.lineHeight,
    overflowWrap: 'anywhere',
    animationName: riseIn,
    animationDuration: vars.motion.duration.standard,
    animationTimingFunction: vars.motion.easing.enter,
  },
  variants: {
    tone: { info: tone('info'), positive: tone('positive'), caution: tone('caution'), critical: tone('critical') },
  },
  defaultVariants: { tone: 'info' },
});

export const icon = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  height: vars.controlHeight.small,
  color: iconColour,
});

export const body = style({
  flexGrow: 1,
  minWidth: 0,
  paddingTop: `calc((${vars.controlHeight.small} - ${vars.text.standard.lineHeight}) / 2)`,
});

export const title = style({ fontWeight: vars.font.weight.strong });
