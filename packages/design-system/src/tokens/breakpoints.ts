/** Breakpoints in px: the width from which each layout applies (mobile first). */
export const breakpoints = { phone: 0, tablet: 740, desktop: 992 } as const;
export const breakpointNames = ['phone', 'tablet', 'desktop'] as const;
export type BreakpointName = (typeof breakpointNames)[number];

/** Media queries for the breakpoints above phone, for `@media` in .css.ts files. */
export const breakpointQuery = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
} as const;

export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
