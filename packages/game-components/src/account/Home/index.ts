export { ApiAddressSetting, type ApiAddressSettingProps, isApiAddress } from './ApiAddressSetting.tsx';
export { ImageCarousel, type ImageCarouselProps } from './ImageCarousel.tsx';
export { PromotionCarousel, type PromotionCarouselProps } from './PromotionCarousel.tsx';
export { StoreButtons } from './StoreButtons.tsx';
export { WelcomeBanner, type WelcomeBannerProps } from './WelcomeBanner.tsx';
