// The premium area's names: what the package index (src/index.ts) and the other areas may import from it.

export { BuyPremiumPointsScreen, type BuyPremiumPointsScreenProps } from './BuyPremiumPointsScreen/index.ts';
export { PremiumHistory, type PremiumHistoryProps } from './PremiumHistory/index.ts';
export { PremiumHistoryScreen, type PremiumHistoryScreenProps } from './PremiumHistoryScreen/index.ts';
export {
  PremiumItemCard,
  type PremiumItemCardProps,
  PremiumPrice,
  type PremiumPriceProps,
} from './PremiumItemCard/index.ts';
export { PremiumPointsOffers, type PremiumPointsOffersProps } from './PremiumPointsOffers/index.ts';
export { PremiumPreviewDialog, type PremiumPreviewDialogProps } from './PremiumPreviewDialog/index.ts';
export { PremiumShopScreen, type PremiumShopScreenProps } from './PremiumShopScreen/index.ts';
export { PremiumTimeCard, type PremiumTimeCardProps, premiumTimeOffer } from './PremiumTimeCard/index.ts';
