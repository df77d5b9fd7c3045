// The adventures area's names: what the package index (src/index.ts) and the other areas may import from it.
export { AdventureCard, type AdventureCardProps } from './AdventureCard/index.ts';
export { AdventuresScreen, type AdventuresScreenProps } from './AdventuresScreen/index.ts';
export {
  AdventureRewards,
  type AdventureRewardsProps,
  CurrentAdventure,
  type CurrentAdventureProps,
  formatCountdown,
} from './CurrentAdventure/index.ts';
