import type { Character, Stat } from '@rpg/contracts';
import { Box } from '@rpg/design-system';
import { LayeredAvatar } from '../../equipment/index.ts';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import { ErrorState, LoadingState, ScreenHeader } from '../../shared/ScreenState/index.ts';
import { ExperienceBar, HealthBar } from '../CharacterBars/index.ts';
import { CharacterHeader } from '../CharacterHeader/index.ts';
import { hasShieldEquipped } from '../CharacterScreen/index.ts';
import { MobileCharacterDock, type MobileCharacterDockTab } from '../MobileCharacterDock/index.ts';
import type { PendingCallback } from '../SkillCard/index.ts';
import { SkillSlots } from '../SkillSlots/index.ts';
import { StatsPanel } from '../StatsPanel/index.ts';
import * as styles from './MobileCharacterScreen.css.ts';

export interface MobileCharacterScreenProps {
  /** The character (GET /my-character); `undefined` while loading. */
  data: Character | undefined;
  error?: boolean;
  onRetry?: () => void;
  /** Spend a stat point (the sub-panel's stats). */
  onAddStat?: PendingCallback<[stat: Stat]>;
  /** The dock tab shown first (default outfit). */
  defaultTab?: MobileCharacterDockTab;
}

/** The /my-character/mobile route: the hero with a bottom dock (outfit, stats and skills, change name). */
export function MobileCharacterScreen({
  data,
  error = false,
  onRetry,
  onAddStat,
  defaultTab = 'outfit',
}: MobileCharacterScreenProps) {
  const { t } = useGameTranslation();
  if (error || data === undefined) {
    return (
      <Box className={styles.screen}>
        <ScreenHeader title={t('character.screens.character.title')} />
        {error ? (
          <ErrorState onRetry={onRetry} />
        ) : (
          <LoadingState variant="detail" label={t('character.screens.character.loading')} />
        )}
      </Box>
    );
  }
  return (
    <Box className={styles.screen}>
      <CharacterHeader name={data.name} level={data.level} />
      <MobileCharacterDock
        characterName={data.name}
        defaultTab={defaultTab}
        panel={
          <Box className={styles.panel}>
            <HealthBar current={data.stats.currentHealthPoints} max={data.stats.healthPoints} />
            <ExperienceBar
              experience={data.experiencePoints}
              needed={data.experiencePointsNeededForNextLevel}
              level={data.level}
            />
            <StatsPanel
              stats={data.stats}
              pointsAvailable={data.doStatsPointsAvaiable}
              hasShield={hasShieldEquipped(data.inventoryGameItems)}
              {...(onAddStat ? { onAddStat } : {})}
            />
            <SkillSlots skills={data.skills} />
          </Box>
        }
      >
        <Box className={styles.avatar}>
          <LayeredAvatar
            outfit={data.outfit}
            label={t('character.screens.character.avatar', { name: data.name })}
            size="full"
          />
        </Box>
      </MobileCharacterDock>
    </Box>
  );
}
