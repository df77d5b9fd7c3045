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
 * Opening a modal must not change what <body> passes down to the whole page: an inherited value changed there
 * restyles every element of the page inside the opening tap (the phone menu: 452 elements, 25-50 ms at 4x CPU).
 * Radix's modal layer sets `pointer-events: none` on <body>; the overlay already covers the page and takes every
 * click outside the panel (and closes it), so <body> keeps its pointer events (!important outranks the inline
 * style; csstype's types have no !important, hence the cast). Its scroll lock (react-remove-scroll-bar) sets the
 * custom property below on <body> to the scroll bar's width it hides: 0 on a phone, and set to 0 here beforehand,
 * it changes nothing there.
 */
globalStyle('body', {
  pointerEvents: 'auto !important' as 'auto',
  vars: { '--removed-body-scroll-bar-size': '0px' },
});

/** The focus ring of a panel's scrolling region (it takes focus only when it scrolls), drawn inside it. */
export const scrollRegionFocus = {
  '&:focus-visible': {
    outlineWidth: vars.focusRing.width,
    outlineStyle: 'solid',
    outlineColor: vars.color.focusRing,
    outlineOffset: `calc(-1 * ${vars.focusRing.width})`,
  },
} as const;
