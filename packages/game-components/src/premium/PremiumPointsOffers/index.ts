export { PremiumPointsOffers, type PremiumPointsOffersProps } from './PremiumPointsOffers.tsx';
