export { QuestBoard, type QuestBoardProps } from './QuestBoard.tsx';
