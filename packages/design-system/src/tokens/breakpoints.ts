/** Breakpoints in px: the width from which each layout applies (mobile first). */
export const breakpoints = { phone: 0, tablet: 740, desktop: 992 } as const;
export const breakpointNames = ['phone', 'tablet', 'desktop'] as const;
export type BreakpointName = (typeof breakpointNames)[number];

/**
 * Not a breakpoint of the layouts (Box, Columns and responsive props know only the three above):
 * the window width, below the tablet layout, from which a grid of cards has room for two columns.
 */
const twoCardColumns = 500;

const fromWidth = (px: number) => `screen and (min-width: ${px}px)`;

/** Media queries for the breakpoints above phone, for `@media` in .css.ts files. */
export const breakpointQuery = {
  tablet: fromWidth(breakpoints.tablet),
  desktop: fromWidth(breakpoints.desktop),
} as const;

export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

/** The main pointer is a finger (a touch screen): controls get a 44px hit area. */
export const coarsePointerQuery = '(pointer: coarse)';

/** A touch-only device: no pointer hovers (no mouse, no trackpad). Drag instructions for a keyboard are not shown there. */
export const touchOnlyQuery = '(hover: none) and (pointer: coarse)';

/**
 * Every media query a style may use, by name: `'@media': { [media.tablet]: { ... } }`. Mobile first,
 * so list the widths in this order within a style (later ones override earlier ones).
 */
export const media = {
  twoCardColumns: fromWidth(twoCardColumns),
  tablet: breakpointQuery.tablet,
  desktop: breakpointQuery.desktop,
  reducedMotion: reducedMotionQuery,
  coarsePointer: coarsePointerQuery,
  touchOnly: touchOnlyQuery,
} as const;
