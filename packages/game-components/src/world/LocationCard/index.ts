export { LocationCard, type LocationCardProps } from './LocationCard.tsx';
