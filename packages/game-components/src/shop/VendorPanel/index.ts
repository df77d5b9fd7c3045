export {
  type BuyResult,
  type ShopCallback,
  skillShopTypes,
  VendorPanel,
  type VendorPanelProps,
} from './VendorPanel.tsx';
