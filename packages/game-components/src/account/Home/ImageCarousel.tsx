import { Carousel } from '@rpg/design-system';
import { useGameTranslation } from '../../shared/private/useGameTranslation.ts';
import { imageSlideIds, useCarouselLabels, useHomeSlides } from './HomeCarouselSlides.tsx';

export interface ImageCarouselProps {
  /** Rotate on its own (never under reduced motion; Play/Pause always work). Default false. */
  autoplay?: boolean;
  /** The slide shown first (0-based). */
  defaultIndex?: number;
}

/** The narrow screens' carousel: tall pictures (3:4) of the game's heroes with translated captions. */
export function ImageCarousel({ autoplay = false, defaultIndex = 0 }: ImageCarouselProps) {
  const { t } = useGameTranslation();
  const slides = useHomeSlides(imageSlideIds, '3 / 4');
  return (
    <Carousel
      label={t('account.home.imageCarouselLabel')}
      slides={slides}
      autoplay={autoplay}
      defaultIndex={defaultIndex}
      {...useCarouselLabels()}
    />
  );
}
