import type { ReactNode } from 'react';
import { Box } from '../Box/Box.tsx';
import { cx } from '../private/cx.ts';
import { truncate } from '../Text/Text.css.ts';
import { heading, type headingLevels, type headingTones } from './Heading.css.ts';

export type HeadingLevel = (typeof headingLevels)[number];
export type HeadingTone = (typeof headingTones)[number];

export interface HeadingProps {
  children: ReactNode;
  /** Visual level 1-4; renders `h1`-`h4` unless `as` says otherwise. */
  level: HeadingLevel;
  /** The element, when the document outline needs a different level than the look. */
  as?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'p' | 'span' | 'div';
  tone?: HeadingTone;
  align?: 'left' | 'center' | 'right';
  /** Cut to one line with an ellipsis. */
  truncate?: boolean;
  id?: string;
}

/** A heading in the display face (Cinzel). */
export function Heading({ children, level, as, tone, align, truncate: isTruncated = false, id }: HeadingProps) {
  return (
    <Box
      as={as ?? (`h${level}` as const)}
      id={id}
      title={isTruncated && typeof children === 'string' ? children : undefined}
      className={cx(heading({ level, tone, align }), isTruncated && truncate)}
    >
      {children}
    </Box>
  );
}
