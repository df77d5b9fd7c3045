import type { Location } from '@rpg/contracts';
import { Stack, Text } from '@rpg/design-system';
import { icons } from '@rpg/game-assets';
import { formatNumber } from '../../shared/private/format-number.ts';
import type { MaybePromise } from '../../shared/private/pending.ts';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import { HelpDialogButton } from '../../shared/ScreenState/index.ts';
import { LocationCard } from '../LocationCard/index.ts';
import * as styles from './LocationList.css.ts';

export interface LocationListProps {
  locations: readonly Location[];
  /** The character's location; defaults to the one whose `isCurrent` is set. */
  currentLocationId?: number;
  /** The player's action points: shown, and travel is disabled where they are too few. */
  actionPoints?: number;
  onTravel: (location: Location) => MaybePromise;
}

/** The locations as a grid of cards, with the player's action points and a help dialog about travel. */
export function LocationList({ locations, currentLocationId, actionPoints, onTravel }: LocationListProps) {
  const { t, language } = useGameTranslation();
  return (
    <Stack space="medium">
      <div className={styles.toolbar}>
        {actionPoints === undefined ? (
          <span />
        ) : (
          <Text tone="secondary">
            <span className={styles.points}>
              {t('world.locationList.actionPoints')}
              <img className={styles.icon} src={icons.actionPoints} alt="" width={24} height={24} />
              <span className={styles.pointsValue}>{formatNumber(actionPoints, language)}</span>
            </span>
          </Text>
        )}
        <HelpDialogButton title={t('world.locationList.helpTitle')}>
          <Text as="p">{t('world.locationList.helpTravel')}</Text>
          <Text as="p">{t('world.locationList.helpMonsters')}</Text>
          <Text as="p">{t('world.locationList.helpRegen')}</Text>
        </HelpDialogButton>
      </div>
      <ul className={styles.grid} aria-label={t('world.locationList.label')}>
        {locations.map((location, index) => (
          <li key={location.id} className={styles.item}>
            <LocationCard
              location={location}
              current={currentLocationId === undefined ? location.isCurrent : currentLocationId === location.id}
              actionPoints={actionPoints}
              onTravel={onTravel}
              imageLoading={index === 0 ? 'eager' : undefined}
            />
          </li>
        ))}
      </ul>
    </Stack>
  );
}
