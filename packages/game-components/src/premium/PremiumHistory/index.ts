export { PremiumHistory, type PremiumHistoryProps } from './PremiumHistory.tsx';
