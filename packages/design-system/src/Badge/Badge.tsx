import { Box } from '../Box/Box.tsx';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css.ts';
import { badge, type badgeSizes, type badgeTones, type badgeVariants } from './Badge.css.ts';

export type BadgeTone = (typeof badgeTones)[number];
export type BadgeVariant = (typeof badgeVariants)[number];
export type BadgeSize = (typeof badgeSizes)[number];

export interface BadgeProps {
  /** The badge's text (short: a status, a count, a tag). */
  children: string;
  /** Meaning of the badge. */
  tone?: BadgeTone;
  /** Prominence: `solid` stands out, `soft` is quiet. */
  variant?: BadgeVariant;
  size?: BadgeSize;
  /** Text for screen readers that replaces the visible one (e.g. "3 unread" for "3"). */
  description?: string;
  id?: string;
}

/** A short status label (e.g. "New", "Equipped", "3"). Not interactive. */
export function Badge({
  children,
  tone = 'neutral',
  variant = 'soft',
  size = 'standard',
  description,
  id,
}: BadgeProps) {
  return (
    <Box as="span" id={id} className={badge({ tone, variant, size })}>
      {description !== undefined ? (
        <>
          <span aria-hidden="true">{children}</span>
          <Box as="span" className={visuallyHidden}>
            {description}
          </Box>
        </>
      ) : (
        children
      )}
    </Box>
  );
}
