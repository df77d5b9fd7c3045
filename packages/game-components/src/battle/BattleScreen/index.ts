export { BattleScreen, type BattleScreenProps, monsterFightCost } from './BattleScreen.tsx';
