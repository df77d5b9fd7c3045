export { DangerBadge } from './DangerBadge.tsx';
export { dangerLevels } from './danger-level.ts';
export { MonsterCard, type MonsterCardProps } from './MonsterCard.tsx';
