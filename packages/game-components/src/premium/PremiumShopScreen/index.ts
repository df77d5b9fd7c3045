export { PremiumShopScreen, type PremiumShopScreenProps } from './PremiumShopScreen.tsx';
