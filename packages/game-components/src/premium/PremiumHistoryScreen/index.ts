export { PremiumHistoryScreen, type PremiumHistoryScreenProps } from './PremiumHistoryScreen.tsx';
