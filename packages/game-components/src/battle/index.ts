// The battle area's names: what the package index (src/index.ts) and the other areas may import from it.
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
// The low-health gate the arena area's screen shares (not re-exported by the package).
export { healsHealth, LowHealthDialog, type LowHealthDialogProps, useLowHealthGate } from './LowHealthDialog/index.ts';
export { DangerBadge, dangerLevels, MonsterCard, type MonsterCardProps } from './MonsterCard/index.ts';
export { MonsterList, type MonsterListProps } from './MonsterList/index.ts';
