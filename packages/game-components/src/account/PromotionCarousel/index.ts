export { PromotionCarousel, type PromotionCarouselProps } from './PromotionCarousel.tsx';
