import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import { HomeCarousel, type HomeCarouselProps, imageSlideIds } from '../private/HomeCarousel.tsx';

export type ImageCarouselProps = HomeCarouselProps;

/** The narrow screens' carousel: tall pictures (3:4) of the game's heroes with translated captions. */
export function ImageCarousel(props: ImageCarouselProps) {
  const { t } = useGameTranslation();
  return (
    <HomeCarousel {...props} label={t('account.home.imageCarouselLabel')} ids={imageSlideIds} aspectRatio="3 / 4" />
  );
}
