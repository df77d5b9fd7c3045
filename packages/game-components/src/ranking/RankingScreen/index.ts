export { RankingScreen, type RankingScreenProps } from './RankingScreen.tsx';
