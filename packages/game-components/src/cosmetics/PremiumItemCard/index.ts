export { cosmeticMannequin } from './cosmeticMannequin.ts';
export { PremiumItemCard, type PremiumItemCardProps } from './PremiumItemCard.tsx';
export { PremiumPrice, type PremiumPriceProps } from './PremiumPrice.tsx';
