export { PremiumTimeCard, type PremiumTimeCardProps, premiumTimeOffer } from './PremiumTimeCard.tsx';
