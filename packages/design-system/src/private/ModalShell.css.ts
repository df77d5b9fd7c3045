import { keyframes, style } from '@vanilla-extract/css';
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

/** The focus ring of a panel's scrolling region (it takes focus only when it scrolls), drawn inside it. */
export const scrollRegionFocus = {
  '&:focus-visible': {
    outlineWidth: vars.focusRing.width,
    outlineStyle: 'solid',
    outlineColor: vars.color.focusRing,
    outlineOffset: `calc(-1 * ${vars.focusRing.width})`,
  },
} as const;
