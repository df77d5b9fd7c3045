// The quests area's names: what the package index (src/index.ts) and the other areas may import from it.
export { AdventureCard, type AdventureCardProps } from './AdventureCard/index.ts';
export { AdventuresScreen, type AdventuresScreenProps } from './AdventuresScreen/index.ts';
export { CharacterView, type CharacterViewProps } from './CharacterView/index.ts';
export { CharacterViewScreen, type CharacterViewScreenProps } from './CharacterViewScreen/index.ts';
export {
  AdventureRewards,
  type AdventureRewardsProps,
  CurrentAdventure,
  type CurrentAdventureProps,
  formatCountdown,
} from './CurrentAdventure/index.ts';
export { QuestBoard, type QuestBoardProps } from './QuestBoard/index.ts';
export { QuestCard, type QuestCardProps } from './QuestCard/index.ts';
export { QuestsScreen, type QuestsScreenProps } from './QuestsScreen/index.ts';
export { RankingScreen, type RankingScreenProps } from './RankingScreen/index.ts';
export { RankingTable, type RankingTableProps } from './RankingTable/index.ts';
