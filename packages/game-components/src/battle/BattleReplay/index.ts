export { BattleReplay, type BattleReplayProps } from './BattleReplay.tsx';
export { type ReplayStep, type ReplayTimeline, replayTimeline } from './replay-timeline.ts';
