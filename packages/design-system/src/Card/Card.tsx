import type { ReactNode } from 'react';
import type { ResponsiveValue } from '../atoms/responsive.ts';
import { mapResponsiveValue } from '../atoms/responsive.ts';
import { Box } from '../Box/Box.tsx';
import type { SpaceName } from '../tokens/types.ts';
import { card, type cardTones } from './Card.css.ts';

export type CardTone = (typeof cardTones)[number];

export interface CardProps {
  children: ReactNode;
  /** A non-neutral tone marks the card with a keyline in that colour. */
  tone?: CardTone;
  /** Inner space (a space token), may differ per breakpoint. Default: medium on phones, large from tablets. */
  padding?: ResponsiveValue<SpaceName>;
  as?: 'div' | 'section' | 'article' | 'aside' | 'li';
  'aria-label'?: string;
  'aria-labelledby'?: string;
  id?: string;
}

/** A surface panel that groups related content. */
export function Card({ children, tone = 'neutral', padding = ['medium', 'large'], as = 'div', ...rest }: CardProps) {
  return (
    <Box as={as} className={card({ tone })} padding={mapResponsiveValue(padding, (value) => value)} {...rest}>
      {children}
    </Box>
  );
}
