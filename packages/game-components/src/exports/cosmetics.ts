// Public exports of the cosmetics area's components (owned by that area).

export { BuyPremiumPointsScreen, type BuyPremiumPointsScreenProps } from '../BuyPremiumPointsScreen/index.ts';
export { ChangeOutfitScreen, type ChangeOutfitScreenProps } from '../ChangeOutfitScreen/index.ts';
export {
  OutfitEditor,
  type OutfitEditorProps,
  type OutfitPageId,
  type OutfitSlotId,
  outfitChangeOf,
  outfitPageIds,
  outfitSlotIds,
} from '../OutfitEditor/index.ts';
export { PremiumHistory, type PremiumHistoryProps } from '../PremiumHistory/index.ts';
export { PremiumHistoryScreen, type PremiumHistoryScreenProps } from '../PremiumHistoryScreen/index.ts';
export {
  PremiumItemCard,
  type PremiumItemCardProps,
  PremiumPrice,
  type PremiumPriceProps,
} from '../PremiumItemCard/index.ts';
export { PremiumPointsOffers, type PremiumPointsOffersProps } from '../PremiumPointsOffers/index.ts';
export { PremiumPreviewDialog, type PremiumPreviewDialogProps } from '../PremiumPreviewDialog/index.ts';
export { PremiumShopScreen, type PremiumShopScreenProps } from '../PremiumShopScreen/index.ts';
export { PremiumTimeCard, type PremiumTimeCardProps, premiumTimeOffer } from '../PremiumTimeCard/index.ts';
