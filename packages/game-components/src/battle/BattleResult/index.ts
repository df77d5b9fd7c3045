export { BattleResult, type BattleResultProps } from './BattleResult.tsx';
