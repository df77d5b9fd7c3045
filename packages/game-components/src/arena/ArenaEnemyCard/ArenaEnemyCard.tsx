import type { ArenaEnemy } from '@rpg/contracts';
import { Button, Heading, Text, VisuallyHidden } from '@rpg/design-system';
import { useId } from 'react';
import { DangerBadge } from '../../battle/index.ts';
import { formatAmount, formatNumber } from '../../shared/private/format-number.ts';
import { type MaybePromise, usePendingAction } from '../../shared/private/pending.ts';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import * as styles from './ArenaEnemyCard.css.ts';

export interface ArenaEnemyCardProps {
  enemy: ArenaEnemy;
  /** Start the fight; while a returned Promise is pending the button shows loading. */
  onFight: (enemy: ArenaEnemy) => MaybePromise;
  /** Disables the fight button (e.g. too few action points); the reason is shown by the caller. */
  disabled?: boolean;
}

/** An arena opponent: name, level, danger word, honour points and a fight button (the cost is said once, by the list). */
export function ArenaEnemyCard({ enemy, onFight, disabled = false }: ArenaEnemyCardProps) {
  const { t, language } = useGameTranslation();
  const headingId = useId();
  const [pending, fight] = usePendingAction(onFight);
  const honour = formatAmount(enemy.enemyPlayerHonourPoints, language);
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <Heading level={3} as="h2" id={headingId}>
        <span className={styles.name}>{enemy.enemyPlayerName}</span>
      </Heading>
      <div className={styles.meta}>
        <Text size="small" tone="secondary">
          {t('arena.level', { level: formatNumber(enemy.enemyPlayerLevel, language) })}
        </Text>
        <DangerBadge dangerLevel={enemy.dangerLevel} />
      </div>
      <dl className={styles.stats}>
        <dt className={styles.term}>{t('arena.arenaEnemyCard.honour')}</dt>
        <dd className={styles.honour} title={honour.full}>
          {honour.compact === undefined ? (
            honour.full
          ) : (
            <>
              <span aria-hidden="true">{honour.compact}</span>
              <VisuallyHidden>{honour.full}</VisuallyHidden>
            </>
          )}
        </dd>
      </dl>
      <div className={styles.action}>
        <Button fullWidth loading={pending} disabled={disabled} onClick={() => fight(enemy)}>
          <span aria-hidden="true">{t('arena.arenaEnemyCard.fight')}</span>
          <VisuallyHidden>{t('arena.arenaEnemyCard.fightName', { name: enemy.enemyPlayerName })}</VisuallyHidden>
        </Button>
      </div>
    </article>
  );
}
