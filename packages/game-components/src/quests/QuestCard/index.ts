export { QuestCard, type QuestCardProps } from './QuestCard.tsx';
