export { badgeSizes, badgeTones, badgeVariants } from './Badge.css.ts';
export type { BadgeProps, BadgeSize, BadgeTone, BadgeVariant } from './Badge.tsx';
export { Badge } from './Badge.tsx';
