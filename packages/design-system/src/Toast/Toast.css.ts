import { createVar, globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../themes/contract.css.ts';
import { breakpointQuery } from '../tokens/breakpoints.ts';
import { wrapWordsShrinking } from '../tokens/text-wrap.ts';

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

const focusRing = {
  outlineWidth: vars.focusRing.width,
  outlineStyle: 'solid',
  outlineColor: vars.color.focusRing,
  outlineOffset: vars.focusRing.offset,
} as const;

/**
 * The list of toasts (Radix's viewport): F8 focuses it. It shows a focus ring only while it holds toasts;
 * when the last one is dismissed Radix moves the focus here, and an empty list draws nothing.
 */
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  selectors: {
    '&:focus': { outline: 'none' },
    '&:focus-visible:not(:empty)': focusRing,
  },
});

/**
 * Where Radix puts its announcements (visually hidden, polite for the calm tones). A `critical` toast is
 * announced by its own `role="alert"`, so Radix's assertive copy of it is left out: it would be read twice.
 */
export const announcer = style({});
globalStyle(`${announcer} > [aria-live="assertive"]`, { display: 'none' });

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
    ...wrapWordsShrinking,
    animationName: riseIn,
    animationDuration: vars.motion.duration.standard,
    animationTimingFunction: vars.motion.easing.enter,
    selectors: {
      '&:focus': { outline: 'none' },
      '&:focus-visible': focusRing,
      // Swipe to dismiss (Radix sets data-swipe and the distance): it follows the pointer, and slides
      // back when let go short of the threshold.
      '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
      '&[data-swipe="cancel"]': {
        transform: 'translateX(0)',
        transitionProperty: 'transform',
        transitionDuration: vars.motion.duration.fast,
        transitionTimingFunction: vars.motion.easing.enter,
      },
      '&[data-swipe="end"]': { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
    },
  },
  variants: {
    tone: { info: tone('info'), positive: tone('positive'), caution: tone('caution'), critical: tone('critical') },
  },
  defaultVariants: { tone: 'info' },
});

/** The tone's icon (as a Notice's: a quarter larger than the text), centred on the close button's row. */
export const icon = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  height: vars.controlHeight.small,
  fontSize: '1.25em',
  color: iconColour,
});

export const body = style({
  flexGrow: 1,
  minWidth: 0,
  paddingTop: `calc((${vars.controlHeight.small} - ${vars.text.standard.lineHeight}) / 2)`,
});

export const title = style({ fontWeight: vars.font.weight.strong });

/** The toast's one action, under its message. */
export const action = style({ marginTop: vars.space.xsmall });
