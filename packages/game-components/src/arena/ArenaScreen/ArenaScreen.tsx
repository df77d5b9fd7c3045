import type { ArenaEnemy, BaseInfo, ConsumableItem } from '@rpg/contracts';
import { Button, Notice, Text } from '@rpg/design-system';
import { type FightHealth, HealthLine, LowHealthDialog, useLowHealthGate } from '../../battle/index.ts';
import { formatNumber } from '../../shared/private/format-number.ts';
import { type MaybePromise, usePendingAction } from '../../shared/private/pending.ts';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import { EmptyState, ErrorState, LoadingState, ScreenHeader } from '../../shared/ScreenState/index.ts';
import { ArenaList } from '../ArenaList/index.ts';
import * as styles from './ArenaScreen.css.ts';

/** Action points an arena fight costs (game-rules.md). */
export const arenaFightCost = 5;

export interface ArenaScreenProps {
  /** GET /arena/available-battles's data; `undefined` while loading. */
  data: readonly ArenaEnemy[] | undefined;
  error?: boolean;
  onRetry?: () => void;
  /** The player's base info: below 5 action points the fight buttons are disabled with a note. */
  baseInfo?: BaseInfo;
  /** POST /arena/fight with the enemy. */
  onFight: (enemy: ArenaEnemy) => MaybePromise;
  /** POST /arena/roll (free, once a minute). */
  onRoll: () => MaybePromise;
  canRoll?: boolean;
  nextRollAt?: string;
  now?: Date;
  /**
   * The player's health, shown above the list; below 25% of the maximum a fight button asks first
   * (the low-health dialog) before `onFight`.
   */
  health?: FightHealth;
  /** The player's consumables: the low-health dialog offers the ones that heal. */
  consumables?: readonly ConsumableItem[];
  /** Use a consumable from the low-health dialog (POST /my-character/use-consumable). */
  onUseConsumable?: (item: ConsumableItem) => MaybePromise;
}

/** /arena: the opponents near the player's honour, their fight buttons and the once-a-minute roll. */
export function ArenaScreen({
  data,
  error = false,
  onRetry,
  baseInfo,
  onFight,
  onRoll,
  canRoll,
  nextRollAt,
  now,
  health,
  consumables = [],
  onUseConsumable,
}: ArenaScreenProps) {
  const { t, language } = useGameTranslation();
  const [pending, roll] = usePendingAction(onRoll);
  const gate = useLowHealthGate(onFight, health);
  const tooTired = baseInfo !== undefined && baseInfo.stamina < arenaFightCost;
  return (
    <div className={styles.screen}>
      <ScreenHeader title={t('arena.arenaScreen.title')}>
        <Text as="p" tone="secondary">
          {t('arena.arenaScreen.intro')}
        </Text>
        {health ? <HealthLine current={health.current} max={health.max} /> : null}
      </ScreenHeader>
      {error ? (
        <ErrorState onRetry={onRetry} />
      ) : data === undefined ? (
        <LoadingState variant="cards" count={5} />
      ) : data.length === 0 ? (
        <EmptyState
          title={t('arena.arenaScreen.emptyTitle')}
          description={t('arena.arenaScreen.emptyText')}
          action={
            <Button onClick={() => roll()} loading={pending} disabled={canRoll === false}>
              {t('arena.arenaList.roll')}
            </Button>
          }
        />
      ) : (
        <>
          {tooTired ? (
            <Notice tone="caution" title={t('arena.arenaScreen.noStaminaTitle')}>
              {t('arena.arenaScreen.noStamina', {
                cost: formatNumber(arenaFightCost, language),
                value: formatNumber(baseInfo.stamina, language),
              })}
            </Notice>
          ) : null}
          <ArenaList
            enemies={data}
            onFight={gate.fight ?? onFight}
            onRoll={onRoll}
            canRoll={canRoll}
            nextRollAt={nextRollAt}
            now={now}
            fightDisabled={tooTired}
          />
        </>
      )}
      {health ? (
        <LowHealthDialog
          open={gate.open}
          onOpenChange={gate.onOpenChange}
          health={health}
          consumables={consumables}
          onUse={onUseConsumable}
          onFightAnyway={gate.fightAnyway}
          cost={arenaFightCost}
        />
      ) : null}
    </div>
  );
}
