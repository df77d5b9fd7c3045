export { BuyPremiumPointsScreen, type BuyPremiumPointsScreenProps } from './BuyPremiumPointsScreen.tsx';
