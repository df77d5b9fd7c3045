// The world area's names: what the package index (src/index.ts) and the other areas may import from it.
export { ArenaEnemyCard, type ArenaEnemyCardProps } from './ArenaEnemyCard/index.ts';
export { ArenaList, type ArenaListProps } from './ArenaList/index.ts';
export { ArenaScreen, type ArenaScreenProps, arenaFightCost } from './ArenaScreen/index.ts';
export {
  BattleReplay,
  type BattleReplayProps,
  type ReplayStep,
  type ReplayTimeline,
  replayTimeline,
} from './BattleReplay/index.ts';
export { BattleResult, type BattleResultProps } from './BattleResult/index.ts';
export { BattleResultScreen, type BattleResultScreenProps } from './BattleResultScreen/index.ts';
export { BattleScreen, type BattleScreenProps, monsterFightCost } from './BattleScreen/index.ts';
export { type FightHealth, HealthLine, type HealthLineProps, healthState, isLowHealth } from './HealthLine/index.ts';
export { LocationCard, type LocationCardProps } from './LocationCard/index.ts';
export { LocationList, type LocationListProps } from './LocationList/index.ts';
export { LocationsScreen, type LocationsScreenProps } from './LocationsScreen/index.ts';
export { healsHealth, LowHealthDialog, type LowHealthDialogProps } from './LowHealthDialog/index.ts';
export { DangerBadge, dangerLevels, MonsterCard, type MonsterCardProps } from './MonsterCard/index.ts';
export { MonsterList, type MonsterListProps } from './MonsterList/index.ts';
