export { AdventureRewards, type AdventureRewardsProps } from './AdventureRewards.tsx';
export { CurrentAdventure, type CurrentAdventureProps, formatCountdown } from './CurrentAdventure.tsx';
