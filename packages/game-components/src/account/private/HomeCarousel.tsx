import { Carousel, type CarouselSlide, Heading, Image, Text } from '@rpg/design-system';
import { homeArt } from '@rpg/game-assets';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import * as styles from './HomeCarousel.css.ts';
import { homeArtAlt } from './home-art-alt.ts';

/** The wide promotion banners and the tall narrow-screen pictures, with their caption keys. */
export const promotionSlideIds = ['bannerAdventure', 'bannerTreasure'] as const;
export const imageSlideIds = ['carouselRanger', 'carouselMage'] as const;
export type HomeSlideId = (typeof promotionSlideIds)[number] | (typeof imageSlideIds)[number];

/** Builds translated slides of the design-system Carousel from the manifest's home art. */
function useHomeSlides(ids: readonly HomeSlideId[], aspectRatio: '3 / 1' | '3 / 4'): CarouselSlide[] {
  const { t, language } = useGameTranslation();
  return ids.map((id, index) => {
    const art = homeArt[id];
    return {
      id,
      content: (
        <figure className={styles.slide}>
          <Image
            src={art.path}
            alt={homeArtAlt(art, language)}
            aspectRatio={aspectRatio}
            loading={index === 0 ? 'eager' : 'lazy'}
          />
          <figcaption className={styles.caption}>
            <Heading level={4} as="p">
              {t(`account.home.slides.${id}.title`)}
            </Heading>
            <Text as="p" tone="secondary">
              {t(`account.home.slides.${id}.text`)}
            </Text>
          </figcaption>
        </figure>
      ),
    };
  });
}

/** The labels every home carousel shares. */
function useCarouselLabels() {
  const { t } = useGameTranslation();
  return {
    slideLabel: (index: number, total: number) => t('account.home.carousel.slide', { index: index + 1, total }),
    previousLabel: t('account.home.carousel.previous'),
    nextLabel: t('account.home.carousel.next'),
    pauseLabel: t('account.home.carousel.pause'),
    playLabel: t('account.home.carousel.play'),
  };
}

/** The options of each home carousel. */
export interface HomeCarouselProps {
  /** Rotate on its own (never under reduced motion; Play/Pause always work). Default false. */
  autoplay?: boolean;
  /** The slide shown first (0-based). */
  defaultIndex?: number;
}

interface HomeCarouselArt {
  /** The carousel's accessible name. */
  label: string;
  ids: readonly HomeSlideId[];
  aspectRatio: '3 / 1' | '3 / 4';
}

/** A design-system Carousel of the manifest's home art, with translated captions and labels. */
export function HomeCarousel({
  label,
  ids,
  aspectRatio,
  autoplay = false,
  defaultIndex = 0,
}: HomeCarouselProps & HomeCarouselArt) {
  const slides = useHomeSlides(ids, aspectRatio);
  return (
    <Carousel label={label} slides={slides} autoplay={autoplay} defaultIndex={defaultIndex} {...useCarouselLabels()} />
  );
}
