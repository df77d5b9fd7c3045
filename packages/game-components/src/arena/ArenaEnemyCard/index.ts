export { ArenaEnemyCard, type ArenaEnemyCardProps } from './ArenaEnemyCard.tsx';
