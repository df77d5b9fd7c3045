import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import { HomeCarousel, type HomeCarouselProps, promotionSlideIds } from '../private/HomeCarousel.tsx';

export type PromotionCarouselProps = HomeCarouselProps;

/** The wide screens' promotion banners (3:1) with translated captions, in the design-system Carousel. */
export function PromotionCarousel(props: PromotionCarouselProps) {
  const { t } = useGameTranslation();
  return (
    <HomeCarousel {...props} label={t('account.home.promotionLabel')} ids={promotionSlideIds} aspectRatio="3 / 1" />
  );
}
