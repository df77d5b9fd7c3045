export { StatsScreen, type StatsScreenData, type StatsScreenProps } from './StatsScreen.tsx';
