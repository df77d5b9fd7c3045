export { DangerBadge } from './DangerBadge.tsx';
export { dangerLevels } from './dangerLevel.ts';
export { MonsterCard, type MonsterCardProps } from './MonsterCard.tsx';
