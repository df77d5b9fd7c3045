export { ShopItemCard, type ShopItemCardProps } from './ShopItemCard.tsx';
