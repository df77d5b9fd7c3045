import { Carousel } from '@rpg/design-system';
import { useGameTranslation } from '../../shared/private/useGameTranslation.ts';
import { promotionSlideIds, useCarouselLabels, useHomeSlides } from './HomeCarouselSlides.tsx';

export interface PromotionCarouselProps {
  /** Rotate on its own (never under reduced motion; Play/Pause always work). Default false. */
  autoplay?: boolean;
  /** The slide shown first (0-based). */
  defaultIndex?: number;
}

/** The wide screens' promotion banners (3:1) with translated captions, in the design-system Carousel. */
export function PromotionCarousel({ autoplay = false, defaultIndex = 0 }: PromotionCarouselProps) {
  const { t } = useGameTranslation();
  const slides = useHomeSlides(promotionSlideIds, '3 / 1');
  return (
    <Carousel
      label={t('account.home.promotionLabel')}
      slides={slides}
      autoplay={autoplay}
      defaultIndex={defaultIndex}
      {...useCarouselLabels()}
    />
  );
}
