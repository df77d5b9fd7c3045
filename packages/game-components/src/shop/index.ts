// The shop area's names: what the package index (src/index.ts) and the other areas may import from it.
export { RecipePreviewDialog, type RecipePreviewDialogProps } from './RecipePreviewDialog/index.ts';
export { ShopHelpButton, ShopList, type ShopListProps, shopHelpTopics } from './ShopList/index.ts';
export { ShopListScreen, type ShopListScreenProps } from './ShopListScreen/index.ts';
export { shopTypeKey, VendorCard, type VendorCardProps, vendorArt, vendorImage } from './VendorCard/index.ts';
export {
  type BuyResult,
  type ShopCallback,
  skillShopTypes,
  VendorPanel,
  type VendorPanelProps,
} from './VendorPanel/index.ts';
export { VendorScreen, type VendorScreenProps } from './VendorScreen/index.ts';
