import type { ReactNode } from 'react';
import { mapResponsiveValue, normalizeResponsiveValue, type ResponsiveValue } from '../atoms/responsive.ts';
import { Box } from '../Box/Box.tsx';
import { type BreakpointName, breakpointNames } from '../tokens/breakpoints.ts';
import type { SpaceName } from '../tokens/types.ts';

export const inlineAligns = ['left', 'center', 'right', 'spaceBetween'] as const;
export type InlineAlign = (typeof inlineAligns)[number];
export const inlineAlignYs = ['top', 'center', 'bottom', 'stretch'] as const;
export type InlineAlignY = (typeof inlineAlignYs)[number];

const alignX = { left: 'flexStart', center: 'center', right: 'flexEnd', spaceBetween: 'spaceBetween' } as const;
const alignXWhenStacked = { left: 'flexStart', center: 'center', right: 'flexEnd', spaceBetween: 'stretch' } as const;
const alignY = { top: 'flexStart', center: 'center', bottom: 'flexEnd', stretch: 'stretch' } as const;

export interface InlineProps {
  children: ReactNode;
  /** Space between the children, horizontally and between wrapped lines. */
  space: ResponsiveValue<SpaceName>;
  /** Horizontal alignment. */
  align?: ResponsiveValue<InlineAlign>;
  /** Vertical alignment of the children within a line. */
  alignY?: ResponsiveValue<InlineAlignY>;
  /** Wrap onto several lines when the children do not fit (default true). */
  wrap?: boolean;
  /** Below this breakpoint the children stack vertically (full width). */
  collapseBelow?: Exclude<BreakpointName, 'phone'>;
  as?: 'div' | 'ul' | 'ol' | 'nav';
  'aria-label'?: string;
  id?: string;
}

/** Lays children out horizontally with even space between them; wraps, or stacks below a breakpoint. */
export function Inline({
  children,
  space,
  align = 'left',
  alignY: alignYProp = 'center',
  wrap = true,
  collapseBelow,
  as = 'div',
  ...rest
}: InlineProps) {
  const gap = mapResponsiveValue(space, (value) => value);
  if (!collapseBelow) {
    return (
      <Box
        as={as}
        display="flex"
        flexDirection="row"
        flexWrap={wrap ? 'wrap' : 'nowrap'}
        gap={gap}
        justifyContent={mapResponsiveValue(align, (value) => alignX[value])}
        alignItems={mapResponsiveValue(alignYProp, (value) => alignY[value])}
        {...rest}
      >
        {children}
      </Box>
    );
  }
  // Collapsed: column below the breakpoint, row from it. Alignment props swap axes accordingly.
  const fromIndex = breakpointNames.indexOf(collapseBelow);
  const x = fill(normalizeResponsiveValue(align));
  const y = fill(normalizeResponsiveValue(alignYProp));
  const flexDirection: Partial<Record<BreakpointName, 'row' | 'column'>> = {};
  const justifyContent: Partial<Record<BreakpointName, (typeof alignX)[InlineAlign] | 'flexStart'>> = {};
  const alignItems: Partial<
    Record<BreakpointName, (typeof alignY)[InlineAlignY] | (typeof alignXWhenStacked)[InlineAlign]>
  > = {};
  breakpointNames.forEach((name, index) => {
    const stacked = index < fromIndex;
    flexDirection[name] = stacked ? 'column' : 'row';
    justifyContent[name] = stacked ? 'flexStart' : alignX[x[name]];
    alignItems[name] = stacked ? alignXWhenStacked[x[name]] : alignY[y[name]];
  });
  return (
    <Box
      as={as}
      display="flex"
      flexDirection={flexDirection}
      flexWrap={wrap ? 'wrap' : 'nowrap'}
      gap={gap}
      justifyContent={justifyContent}
      alignItems={alignItems}
      {...rest}
    >
      {children}
    </Box>
  );
}

/** Every breakpoint's value, carrying the last one up (mobile first). */
function fill<V extends string>(value: Partial<Record<BreakpointName, V>>): Record<BreakpointName, V> {
  const result = {} as Record<BreakpointName, V>;
  let last: V | undefined;
  for (const name of breakpointNames) {
    last = value[name] ?? last;
    if (last !== undefined) result[name] = last;
  }
  return result;
}
