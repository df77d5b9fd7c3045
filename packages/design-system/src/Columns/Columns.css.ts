import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';
import { breakpointQuery } from '../tokens/breakpoints.ts';

export const columnsAlignYs = ['top', 'center', 'bottom', 'stretch'] as const;
export const columnWidths = [
  'fluid',
  'content',
  '1/2',
  '1/3',
  '2/3',
  '1/4',
  '3/4',
  '1/5',
  '2/5',
  '3/5',
  '4/5',
] as const;
export const columnsCollapseBelows = ['tablet', 'desktop'] as const;

type Width = (typeof columnWidths)[number];
type Collapse = (typeof columnsCollapseBelows)[number] | 'never';

/** The gap, also read by fractional columns to size themselves. */
const gap = createVar();

export const root = style({ display: 'flex', gap, vars: { [gap]: '0' } });

const atBreakpoint = (breakpoint: 'phone' | 'tablet' | 'desktop', rule: Record<string, unknown>) =>
  breakpoint === 'phone' ? rule : { '@media': { [breakpointQuery[breakpoint]]: rule } };

/** The gap per breakpoint and space token (mobile first). */
export const space = {
  phone: styleVariants(vars.space, (value) => ({ vars: { [gap]: value } })),
  tablet: styleVariants(vars.space, (value) => atBreakpoint('tablet', { vars: { [gap]: value } })),
  desktop: styleVariants(vars.space, (value) => atBreakpoint('desktop', { vars: { [gap]: value } })),
};

/** Row from the collapse breakpoint up; a column (full-width children) below it. */
export const direction: Record<Collapse, string> = {
  never: style({ flexDirection: 'row' }),
  tablet: style({ flexDirection: 'column', '@media': { [breakpointQuery.tablet]: { flexDirection: 'row' } } }),
  desktop: style({ flexDirection: 'column', '@media': { [breakpointQuery.desktop]: { flexDirection: 'row' } } }),
};

const flexAlign = { top: 'flex-start', center: 'center', bottom: 'flex-end', stretch: 'stretch' } as const;

/** Vertical alignment applies once the columns are side by side. */
export const alignY = {
  never: styleVariants(flexAlign, (value) => ({ alignItems: value })),
  tablet: styleVariants(flexAlign, (value) => ({
    alignItems: 'stretch',
    '@media': { [breakpointQuery.tablet]: { alignItems: value } },
  })),
  desktop: styleVariants(flexAlign, (value) => ({
    alignItems: 'stretch',
    '@media': { [breakpointQuery.desktop]: { alignItems: value } },
  })),
};

const fractions: Record<Exclude<Width, 'fluid' | 'content'>, number> = {
  '1/2': 1 / 2,
  '1/3': 1 / 3,
  '2/3': 2 / 3,
  '1/4': 1 / 4,
  '3/4': 3 / 4,
  '1/5': 1 / 5,
  '2/5': 2 / 5,
  '3/5': 3 / 5,
  '4/5': 4 / 5,
};

/** A fraction f of the row, gaps included: f * (100% + gap) - gap. */
function widthRule(width: Width) {
  if (width === 'fluid') return { flex: '1 1 0%' };
  if (width === 'content') return { flex: '0 0 auto' };
  return { flex: `0 0 calc(${fractions[width]} * (100% + ${gap}) - ${gap})` };
}

const widthVariants = Object.fromEntries(columnWidths.map((width) => [width, width])) as Record<Width, Width>;

/** Column sizes apply from the collapse breakpoint up (collapsed columns are full width). */
export const column = {
  never: styleVariants(widthVariants, (width) => [{ minWidth: 0 }, widthRule(width)]),
  tablet: styleVariants(widthVariants, (width) => ({
    minWidth: 0,
    '@media': { [breakpointQuery.tablet]: widthRule(width) },
  })),
  desktop: styleVariants(widthVariants, (width) => ({
    minWidth: 0,
    '@media': { [breakpointQuery.desktop]: widthRule(width) },
  })),
};
