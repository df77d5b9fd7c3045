// The arena area's names: what the package index (src/index.ts) and the other areas may import from it.
export { ArenaEnemyCard, type ArenaEnemyCardProps } from './ArenaEnemyCard/index.ts';
export { ArenaList, type ArenaListProps } from './ArenaList/index.ts';
export { ArenaScreen, type ArenaScreenProps, arenaFightCost } from './ArenaScreen/index.ts';
