export {
  type ItemAction,
  ItemCard,
  type ItemCardContext,
  type ItemCardProps,
  type ItemCardSize,
  type ItemDragHandleProps,
} from './ItemCard.tsx';
