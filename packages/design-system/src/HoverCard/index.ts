export type { HoverCardProps } from './HoverCard.tsx';
export { HoverCard } from './HoverCard.tsx';
