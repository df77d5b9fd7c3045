import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';

/** What the modal panels (Dialog, Drawer) share; each file keeps its own layout and the rest of its look. */

export const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** The dimmed page behind a modal panel. */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  backgroundColor: vars.color.backdrop,
  zIndex: vars.zIndex.modal,
  animationName: fadeIn,
  animationDuration: vars.motion.duration.standard,
  animationTimingFunction: vars.motion.easing.enter,
});

/*
 * An open modal sets `pointer-events: none` on <body> (Radix's DismissableLayer), so that nothing behind it
 * takes a click. pointer-events is inherited: the change made the browser recalculate the style of every
 * element of the page inside the opening click (the phone menu's largest cost: 450 elements, 28-93 ms at 4x
 * CPU). The overlay already covers the page and takes every click outside the panel (and closes it), so
 * <body> keeps its pointer events and the opening restyles only what it adds.
 */
// !important outranks the inline style; csstype's types have no !important, hence the cast.
globalStyle('body', { pointerEvents: 'auto !important' as 'auto' });

/** The focus ring of a panel's scrolling region (it takes focus only when it scrolls), drawn inside it. */
export const scrollRegionFocus = {
  '&:focus-visible': {
    outlineWidth: vars.focusRing.width,
    outlineStyle: 'solid',
    outlineColor: vars.color.focusRing,
    outlineOffset: `calc(-1 * ${vars.focusRing.width})`,
  },
} as const;
