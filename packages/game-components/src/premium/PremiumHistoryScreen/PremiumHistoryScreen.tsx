import type { PremiumPurchase } from '@rpg/contracts';
import { GameLink } from '../../shared/GameLink/index.ts';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import { EmptyState, ErrorState, LoadingState, ScreenHeader } from '../../shared/ScreenState/index.ts';
import { PremiumHistory } from '../PremiumHistory/index.ts';
import * as styles from './PremiumHistoryScreen.css.ts';

export interface PremiumHistoryScreenProps {
  /** GET /premium-shop/history's data, newest first; `undefined` while loading. */
  data: readonly PremiumPurchase[] | undefined;
  /** The history could not be loaded. */
  error?: boolean;
  onRetry?: () => void;
  /** Time zone of the dates (default: the browser's). */
  timeZone?: string;
}

/** /premium-shop/history: every premium purchase with date and price, and a back link to the shop. */
export function PremiumHistoryScreen({ data, error = false, onRetry, timeZone }: PremiumHistoryScreenProps) {
  const { t } = useGameTranslation();
  return (
    <div className={styles.screen}>
      <ScreenHeader
        title={t('premium.premiumHistoryScreen.title')}
        back={{ page: 'premiumShop' }}
        backLabel={t('premium.premiumHistoryScreen.back')}
      />
      {error ? (
        <ErrorState onRetry={onRetry} />
      ) : data === undefined ? (
        <LoadingState variant="list" count={5} />
      ) : data.length === 0 ? (
        <EmptyState
          title={t('premium.premiumHistory.empty')}
          action={
            <GameLink to={{ page: 'premiumShop' }} variant="button">
              {t('premium.premiumHistoryScreen.back')}
            </GameLink>
          }
        />
      ) : (
        <PremiumHistory purchases={data} captionHidden {...(timeZone === undefined ? {} : { timeZone })} />
      )}
    </div>
  );
}
