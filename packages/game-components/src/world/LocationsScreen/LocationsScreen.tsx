import type { Location } from '@rpg/contracts';
import type { MaybePromise } from '../../shared/private/pending.ts';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import { EmptyState, ErrorState, LoadingState, ScreenHeader } from '../../shared/ScreenState/index.ts';
import { LocationList } from '../LocationList/index.ts';
import * as styles from './LocationsScreen.css.ts';

export interface LocationsScreenProps {
  /** GET /locations's data; `undefined` while loading. */
  data: readonly Location[] | undefined;
  /** The list could not be loaded. */
  error?: boolean;
  onRetry?: () => void;
  /** The player's action points (base info's stamina): travel is disabled where they are too few. */
  actionPoints?: number;
  /** POST /locations/change; while a returned Promise is pending the card's button shows loading. */
  onTravel: (location: Location) => MaybePromise;
}

/** /locations: the title, then the location cards with the help dialog; skeletons while loading, a retry on error. */
export function LocationsScreen({ data, error = false, onRetry, actionPoints, onTravel }: LocationsScreenProps) {
  const { t } = useGameTranslation();
  return (
    <div className={styles.screen}>
      <ScreenHeader title={t('world.locationsScreen.title')}>{t('world.locationsScreen.intro')}</ScreenHeader>
      {error ? (
        <ErrorState onRetry={onRetry} />
      ) : data === undefined ? (
        <LoadingState variant="cards" count={5} />
      ) : data.length === 0 ? (
        <EmptyState title={t('world.locationsScreen.emptyTitle')} description={t('world.locationsScreen.emptyText')} />
      ) : (
        <LocationList locations={data} actionPoints={actionPoints} onTravel={onTravel} />
      )}
    </div>
  );
}
