import type { ArenaEnemy } from '@rpg/contracts';
import { Button, Stack, Text } from '@rpg/design-system';
import { useId } from 'react';
import { type MaybePromise, usePendingAction } from '../../shared/private/pending.ts';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import { ArenaEnemyCard } from '../ArenaEnemyCard/index.ts';
import * as styles from './ArenaList.css.ts';

export interface ArenaListProps {
  enemies: readonly ArenaEnemy[];
  onFight: (enemy: ArenaEnemy) => MaybePromise;
  /** Draw new opponents (free, once a minute); while a returned Promise is pending the button shows loading. */
  onRoll: () => MaybePromise;
  /** False while the once-a-minute roll is not available yet (default true). */
  canRoll?: boolean;
  /** When the next roll is allowed (ISO date-time); before it the roll is disabled with the seconds left. */
  nextRollAt?: string;
  /** The current time, for the seconds left (default: now). */
  now?: Date;
  /** Disables every fight button (e.g. fewer than 5 action points). */
  fightDisabled?: boolean;
}

/** The arena's opponents as cards, and the roll button that draws new ones (free, once a minute). */
export function ArenaList({
  enemies,
  onFight,
  onRoll,
  canRoll = true,
  nextRollAt,
  now,
  fightDisabled = false,
}: ArenaListProps) {
  const { t } = useGameTranslation();
  const hintId = useId();
  const [pending, roll] = usePendingAction(onRoll);
  const waitMs = nextRollAt === undefined ? 0 : Date.parse(nextRollAt) - (now ?? new Date()).getTime();
  const waitSeconds = Math.max(0, Math.ceil(waitMs / 1000));
  const rollable = canRoll && waitSeconds === 0;
  const hint = rollable
    ? t('arena.arenaList.rollHint')
    : waitSeconds > 0
      ? t('arena.arenaList.wait', { count: waitSeconds })
      : t('arena.arenaList.waitUnknown');
  return (
    <Stack space="medium">
      <div className={styles.toolbar}>
        <Button variant="soft" disabled={!rollable} loading={pending} aria-describedby={hintId} onClick={() => roll()}>
          {t('arena.arenaList.roll')}
        </Button>
        <div className={styles.hint}>
          <Text size="small" tone={rollable ? 'secondary' : 'caution'} id={hintId}>
            <span role="status">{hint}</span>
          </Text>
        </div>
      </div>
      <ul className={styles.grid} aria-label={t('arena.arenaList.label')}>
        {enemies.map((enemy) => (
          <li key={enemy.enemyPlayerId} className={styles.item}>
            <ArenaEnemyCard enemy={enemy} onFight={onFight} disabled={fightDisabled} />
          </li>
        ))}
      </ul>
    </Stack>
  );
}
