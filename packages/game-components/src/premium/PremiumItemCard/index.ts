export { cosmeticMannequin } from './cosmetic-mannequin.ts';
export { PremiumBuyConfirm } from './PremiumBuyConfirm.tsx';
export { PremiumItemCard, type PremiumItemCardProps } from './PremiumItemCard.tsx';
export { PremiumPrice, type PremiumPriceProps } from './PremiumPrice.tsx';
