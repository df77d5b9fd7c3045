import type { Monster } from '@rpg/contracts';
import { Button, Stack, Text } from '@rpg/design-system';
import { useId } from 'react';
import { type MaybePromise, usePendingAction } from '../../shared/private/pending.ts';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import { MonsterCard } from '../MonsterCard/index.ts';
import * as styles from './MonsterList.css.ts';

export interface MonsterListProps {
  monsters: readonly Monster[];
  /** Monster draws left today (5 a day, refilled at midnight UTC). */
  monsterRolls: number;
  /** Replace the monsters; while a returned Promise is pending the button shows loading. */
  onRoll: () => MaybePromise;
  /** Fight a monster at once (each card shows a fight button instead of its link). */
  onFight?: (monster: Monster) => MaybePromise;
  /** The fight buttons are disabled (too few action points). */
  fightDisabled?: boolean;
}

/** The monsters of the current location with their fight links, and the roll button with the draws left. */
export function MonsterList({ monsters, monsterRolls, onRoll, onFight, fightDisabled }: MonsterListProps) {
  const { t } = useGameTranslation();
  const hintId = useId();
  const [pending, roll] = usePendingAction(onRoll);
  const noRolls = monsterRolls <= 0;
  return (
    <Stack space="medium">
      <div className={styles.toolbar}>
        <Button variant="soft" disabled={noRolls} loading={pending} aria-describedby={hintId} onClick={() => roll()}>
          {t('battle.monsterList.roll')}{' '}
          <span className={styles.count}>({t('battle.monsterList.rolls', { count: monsterRolls })})</span>
        </Button>
        <div className={styles.hint}>
          <Text size="small" tone={noRolls ? 'caution' : 'secondary'} id={hintId}>
            <span role="status">
              {noRolls
                ? t('battle.monsterList.noRolls')
                : `${t('battle.monsterList.rollsLeft', { count: monsterRolls })}. ${t('battle.monsterList.rollHint')}`}
            </span>
          </Text>
        </div>
      </div>
      <ul className={styles.grid} aria-label={t('battle.monsterList.label')}>
        {monsters.map((monster) => (
          <li key={monster.id} className={styles.item}>
            <MonsterCard monster={monster} onFight={onFight} fightDisabled={fightDisabled} />
          </li>
        ))}
      </ul>
    </Stack>
  );
}
