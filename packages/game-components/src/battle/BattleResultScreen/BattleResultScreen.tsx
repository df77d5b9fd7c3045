import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import { EmptyState, ErrorState, LoadingState, ScreenHeader } from '../../shared/ScreenState/index.ts';
import { BattleResult } from '../BattleResult/index.ts';
import { battleView, type ShownBattle } from '../private/battle-view.ts';
import * as styles from './BattleResultScreen.css.ts';

export interface BattleResultScreenProps {
  /**
   * The fight: POST /battle/commit-fight's data, or a stored monster or arena fight of
   * GET /battles/{id} (the reader's own or someone else's); `undefined` while loading.
   */
  data: ShownBattle | undefined;
  error?: boolean;
  /** The fight does not exist (GET /battles/{id} answered 404, or the address is not a fight's). */
  notFound?: boolean;
  onRetry?: () => void;
  /** The fight's own address: the result offers to copy it, to share the replay. */
  shareUrl?: string;
  /** Passed to the replay: overrides the reduced-motion setting. */
  reducedMotion?: boolean;
  /** Passed to the replay: whether it starts playing when opened (default true). */
  replayAutoPlay?: boolean;
}

/**
 * /battle/fight/{id} and /battles/{id}: a fight's result with its rewards, log and replay, and the
 * way back (to /battle, or /arena for an arena fight). Someone else's fight is titled a replay.
 */
export function BattleResultScreen({
  data,
  error = false,
  notFound = false,
  onRetry,
  shareUrl,
  reducedMotion,
  replayAutoPlay,
}: BattleResultScreenProps) {
  const { t } = useGameTranslation();
  const fight = data ? battleView(data) : undefined;
  const arena = fight?.kind === 'arena';
  return (
    <div className={styles.screen}>
      <ScreenHeader
        title={t(fight && !fight.isMine ? 'battle.battleResultScreen.watchedTitle' : 'battle.battleResultScreen.title')}
        back={{ page: arena ? 'arena' : 'battle' }}
        backLabel={t(arena ? 'battle.battleResultScreen.arenaBack' : 'battle.battleResultScreen.back')}
      />
      {notFound ? (
        <EmptyState
          title={t('battle.battleResultScreen.notFoundTitle')}
          description={t('battle.battleResultScreen.notFoundText')}
        />
      ) : error ? (
        <ErrorState onRetry={onRetry} />
      ) : data === undefined ? (
        <LoadingState variant="detail" />
      ) : (
        <BattleResult result={data} shareUrl={shareUrl} reducedMotion={reducedMotion} replayAutoPlay={replayAutoPlay} />
      )}
    </div>
  );
}
