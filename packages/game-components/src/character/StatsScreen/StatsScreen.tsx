import type { Character, Stat } from '@rpg/contracts';
import { Box } from '@rpg/design-system';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import { ErrorState, LoadingState, ScreenHeader } from '../../shared/ScreenState/index.ts';
import { hasShieldEquipped } from '../CharacterScreen/index.ts';
import type { PendingCallback } from '../SkillCard/index.ts';
import { StatsPanel } from '../StatsPanel/index.ts';
import * as styles from './StatsScreen.css.ts';

/** What the stats screen needs of the character (the inventory tells whether a shield is equipped). */
export type StatsScreenData = Pick<Character, 'stats' | 'doStatsPointsAvaiable'> &
  Partial<Pick<Character, 'inventoryGameItems' | 'statPointsLeft'>> & {
    /** How many points are unspent, when the host knows it (default: the character's statPointsLeft). */
    unspentPoints?: number;
  };

export interface StatsScreenProps {
  /** The character's stats; `undefined` while loading. */
  data: StatsScreenData | undefined;
  error?: boolean;
  onRetry?: () => void;
  /** Spend a stat point (POST /my-character/add-stat). */
  onAddStat: PendingCallback<[stat: Stat]>;
}

/** The /my-character/stats route: the stats panel with its add buttons. */
export function StatsScreen({ data, error = false, onRetry, onAddStat }: StatsScreenProps) {
  const { t } = useGameTranslation();
  // The banner says how many points are left: the host's count, else the character's.
  const unspentPoints = data?.unspentPoints ?? data?.statPointsLeft;
  return (
    <Box className={styles.screen}>
      <ScreenHeader
        title={t('character.screens.stats.title')}
        back={{ page: 'myCharacter' }}
        backLabel={t('character.screens.stats.back')}
      >
        {t('character.screens.stats.intro')}
      </ScreenHeader>
      {error ? (
        <ErrorState onRetry={onRetry} />
      ) : data === undefined ? (
        <LoadingState variant="detail" label={t('character.screens.stats.loading')} />
      ) : (
        <StatsPanel
          stats={data.stats}
          pointsAvailable={data.doStatsPointsAvaiable}
          onAddStat={onAddStat}
          hasShield={hasShieldEquipped(data.inventoryGameItems ?? [])}
          {...(unspentPoints === undefined ? {} : { unspentPoints })}
        />
      )}
    </Box>
  );
}
