import type { ReactNode } from 'react';
import { Box } from '../Box/Box.tsx';
import { visuallyHidden } from './VisuallyHidden.css.ts';

export interface VisuallyHiddenProps {
  /** Text for screen readers only. */
  children: ReactNode;
  as?: 'span' | 'div' | 'h1' | 'h2' | 'h3' | 'p';
  id?: string;
}

/** Content that screen readers announce but nobody sees. */
export function VisuallyHidden({ children, as = 'span', id }: VisuallyHiddenProps) {
  return (
    <Box as={as} id={id} className={visuallyHidden}>
      {children}
    </Box>
  );
}
