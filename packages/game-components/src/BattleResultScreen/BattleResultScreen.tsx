import type { FightResult } from '@rpg/contracts';
import { BattleResult } from '../BattleResult/index.ts';
import { useGameTranslation } from '../private/useGameTranslation.ts';
import { ErrorState, LoadingState, ScreenHeader } from '../ScreenState/index.ts';
import * as styles from './BattleResultScreen.css.ts';

export interface BattleResultScreenProps {
  /** POST /battle/commit-fight's data; `undefined` while the fight is being fought. */
  data: FightResult | undefined;
  error?: boolean;
  onRetry?: () => void;
  /** Passed to the replay: overrides the reduced-motion setting. */
  reducedMotion?: boolean;
  /** Passed to the replay: whether it starts playing when opened (default true). */
  replayAutoPlay?: boolean;
}

/** /battle/fight/{id}: the fight's result with its rewards, log and replay, and the way back to /battle. */
export function BattleResultScreen({
  data,
  error = false,
  onRetry,
  reducedMotion,
  replayAutoPlay,
}: BattleResultScreenProps) {
  const { t } = useGameTranslation();
  return (
    <div className={styles.screen}>
      <ScreenHeader
        title={t('world.battleResultScreen.title')}
        backHref="/battle"
        backLabel={t('world.battleResultScreen.back')}
      />
      {error ? (
        <ErrorState onRetry={onRetry} />
      ) : data === undefined ? (
        <LoadingState variant="detail" />
      ) : (
        <BattleResult result={data} reducedMotion={reducedMotion} replayAutoPlay={replayAutoPlay} />
      )}
    </div>
  );
}
