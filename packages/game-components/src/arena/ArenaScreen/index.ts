export { ArenaScreen, type ArenaScreenProps, arenaFightCost } from './ArenaScreen.tsx';
