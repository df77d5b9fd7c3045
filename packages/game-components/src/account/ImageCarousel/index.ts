export { ImageCarousel, type ImageCarouselProps } from './ImageCarousel.tsx';
