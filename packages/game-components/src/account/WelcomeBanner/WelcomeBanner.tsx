import { Heading, Image, Text } from '@rpg/design-system';
import { homeArt } from '@rpg/game-assets';
import type { ReactNode } from 'react';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import * as styles from './WelcomeBanner.css.ts';

export interface WelcomeBannerProps {
  /** Something under the intro (e.g. StoreButtons). */
  children?: ReactNode;
  /** The title's level in the page outline (default 1: the home page's title). */
  headingLevel?: 1 | 2;
}

/** The home page's greeting: the game crest, the title and what the game is. */
export function WelcomeBanner({ children, headingLevel = 1 }: WelcomeBannerProps) {
  const { t } = useGameTranslation();
  return (
    <section className={styles.banner} aria-label={t('account.home.title')}>
      <div className={styles.bannerLogo}>
        <Image src={homeArt.logo.path} alt="" aspectRatio="1 / 1" fit="contain" radius="none" loading="eager" />
      </div>
      <div className={styles.bannerText}>
        <Heading level={1} as={`h${headingLevel}`}>
          {t('account.home.title')}
        </Heading>
        <Text as="p" size="large">
          {t('account.home.intro')}
        </Text>
        {children}
      </div>
    </section>
  );
}
