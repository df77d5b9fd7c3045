export { VendorScreen, type VendorScreenProps } from './VendorScreen.tsx';
