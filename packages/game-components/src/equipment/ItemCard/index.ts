export {
  type ItemAction,
  ItemCard,
  type ItemCardContext,
  type ItemCardProps,
  type ItemCardSize,
  type ItemDragHandleProps,
} from './ItemCard.tsx';
export { placeholderOf, rarityIds, slotTypeIds } from './itemParts.tsx';
export { ShopItemCard, type ShopItemCardProps } from './ShopItemCard.tsx';
