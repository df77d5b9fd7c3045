import { Heading, Image, Text } from '@rpg/design-system';
import { fallbacks } from '@rpg/game-assets';
import { useId } from 'react';
import { GameLink } from '../../shared/GameLink/index.ts';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import * as styles from './NotFoundScreen.css.ts';

/** Any unknown address: an uncharted land, the 404, and the way back home. */
export function NotFoundScreen() {
  const { t } = useGameTranslation();
  const titleId = useId();
  return (
    <section className={styles.screen} aria-labelledby={titleId}>
      <div className={styles.art}>
        <Image src={fallbacks.location.path} alt="" aspectRatio="16 / 9" loading="eager" />
      </div>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <Heading level={1} id={titleId}>
        {t('account.notFound.title')}
      </Heading>
      <Text as="p" tone="secondary">
        {t('account.notFound.message')}
      </Text>
      <GameLink to={{ page: 'home' }} variant="button">
        {t('account.notFound.home')}
      </GameLink>
    </section>
  );
}
