// The quests area's names: what the package index (src/index.ts) and the other areas may import from it.
export { QuestBoard, type QuestBoardProps } from './QuestBoard/index.ts';
export { QuestCard, type QuestCardProps } from './QuestCard/index.ts';
export { QuestsScreen, type QuestsScreenProps } from './QuestsScreen/index.ts';
