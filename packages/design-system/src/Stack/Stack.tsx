import type { ReactNode } from 'react';
import { mapResponsiveValue, type ResponsiveValue } from '../atoms/responsive.ts';
import { Box } from '../Box/Box.tsx';
import type { SpaceName } from '../tokens/types.ts';

export const stackAligns = ['left', 'center', 'right', 'stretch'] as const;
export type StackAlign = (typeof stackAligns)[number];

const alignToFlex = { left: 'flexStart', center: 'center', right: 'flexEnd', stretch: 'stretch' } as const;

export interface StackProps {
  children: ReactNode;
  /** Space between the children (a space token), may differ per breakpoint. */
  space: ResponsiveValue<SpaceName>;
  /** Horizontal alignment of the children; `stretch` (default) makes them full width. */
  align?: ResponsiveValue<StackAlign>;
  /** Render as a list, a section or a form instead of a div. */
  as?: 'div' | 'section' | 'ul' | 'ol' | 'form';
  /** Accessible name when rendered as a landmark or list. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  id?: string;
}

/** Lays children out vertically with even space between them (never margins). */
export function Stack({ children, space, align = 'stretch', as = 'div', ...rest }: StackProps) {
  return (
    <Box
      as={as}
      display="flex"
      flexDirection="column"
      gap={normalize(space)}
      alignItems={mapResponsiveValue(align, (value) => alignToFlex[value])}
      {...rest}
    >
      {children}
    </Box>
  );
}

function normalize<V extends string>(value: ResponsiveValue<V>) {
  return mapResponsiveValue(value, (item) => item);
}
