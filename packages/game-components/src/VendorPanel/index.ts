export {
  type BuyResult,
  rerollPrice,
  type ShopCallback,
  skillShopTypes,
  VendorPanel,
  type VendorPanelProps,
} from './VendorPanel.tsx';
