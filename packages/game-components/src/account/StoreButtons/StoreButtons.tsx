import { Button, Text } from '@rpg/design-system';
import { homeArt } from '@rpg/game-assets';
import { useId } from 'react';
import { GameLink } from '../../shared/GameLink/index.ts';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import * as styles from './StoreButtons.css.ts';

/** "Join today" (to registration) and Google Play, honestly marked as coming soon: there is no app in the store yet. */
export function StoreButtons() {
  const { t } = useGameTranslation();
  const soonId = useId();
  return (
    <div className={styles.storeButtons}>
      <div className={styles.storeItem}>
        <GameLink to={{ page: 'register' }} variant="button">
          <span className={styles.storeJoin}>
            <img className={styles.storeIcon} src={homeArt.joinIcon.path} alt="" />
            {t('account.home.joinToday')}
          </span>
        </GameLink>
      </div>
      <div className={styles.storeItem}>
        <Button
          variant="soft"
          tone="neutral"
          disabled
          aria-describedby={soonId}
          icon={<img className={styles.storeIcon} src={homeArt.storeIcon.path} alt="" />}
        >
          {t('account.home.googlePlay')}
        </Button>
        <Text as="p" size="small" tone="secondary" id={soonId}>
          {t('account.home.comingSoon')}
        </Text>
      </div>
    </div>
  );
}
