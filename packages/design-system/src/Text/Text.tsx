import type { ReactNode } from 'react';
import { Box } from '../Box/Box.tsx';
import { cx } from '../private/cx.ts';
import { text, type textAligns, type textSizes, type textTones, type textWeights, truncate } from './Text.css.ts';

export type TextSize = (typeof textSizes)[number];
export type TextTone = (typeof textTones)[number];
export type TextWeight = (typeof textWeights)[number];
export type TextAlign = (typeof textAligns)[number];

export interface TextProps {
  children: ReactNode;
  size?: TextSize;
  /** Meaning of the text; `secondary` is the muted text colour. */
  tone?: TextTone;
  weight?: TextWeight;
  align?: TextAlign;
  /** Cut the text to one line with an ellipsis (the full text stays in the DOM and in `title`). */
  truncate?: boolean;
  /** Element to render (default `span`; use `p` for paragraphs). */
  as?: 'span' | 'p' | 'div' | 'strong' | 'em' | 'li' | 'dt' | 'dd';
  id?: string;
}

/** Body text in the body face, in one of the token sizes and tones. */
export function Text({
  children,
  size,
  tone,
  weight,
  align,
  truncate: isTruncated = false,
  as = 'span',
  id,
}: TextProps) {
  return (
    <Box
      as={as}
      id={id}
      title={isTruncated && typeof children === 'string' ? children : undefined}
      className={cx(text({ size, tone, weight, align }), isTruncated && truncate)}
    >
      {children}
    </Box>
  );
}
