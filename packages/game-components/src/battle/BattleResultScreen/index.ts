export { BattleResultScreen, type BattleResultScreenProps } from './BattleResultScreen.tsx';
