import type { BaseInfo, ConsumableItem, Monster, Monsters } from '@rpg/contracts';
import { Button, Notice, Text } from '@rpg/design-system';
import { icons } from '@rpg/game-assets';
import { formatNumber } from '../../shared/private/format-number.ts';
import { type MaybePromise, usePendingAction } from '../../shared/private/pending.ts';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import { EmptyState, ErrorState, LoadingState, ScreenHeader } from '../../shared/ScreenState/index.ts';
import { type FightHealth, HealthLine } from '../HealthLine/index.ts';
import { LowHealthDialog, useLowHealthGate } from '../LowHealthDialog/index.ts';
import { MonsterList } from '../MonsterList/index.ts';
import * as styles from './BattleScreen.css.ts';

/** Action points a monster fight costs (game-rules.md). */
export const monsterFightCost = 10;

export interface BattleScreenProps {
  /** GET /battle/enemies's data (monsters and rolls left); `undefined` while loading. */
  data: Monsters | undefined;
  /** The reply's myCharacterBaseInfo: its stamina is shown, with a note when a fight is out of reach. */
  baseInfo?: BaseInfo;
  error?: boolean;
  onRetry?: () => void;
  /** POST /battle/roll; while a returned Promise is pending the button shows loading. */
  onRoll: () => MaybePromise;
  /**
   * POST /battle/commit-fight: each card gets a fight button (loading while a returned Promise is
   * pending, disabled below the fight's cost) instead of a link to the fight page.
   */
  onFight?: (monster: Monster) => MaybePromise;
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

/** /battle: the monsters of the current location with their fight links, the roll button and the player's stamina. */
export function BattleScreen({
  data,
  baseInfo,
  error = false,
  onRetry,
  onRoll,
  onFight,
  health,
  consumables = [],
  onUseConsumable,
}: BattleScreenProps) {
  const { t, language } = useGameTranslation();
  const [pending, roll] = usePendingAction(onRoll);
  const gate = useLowHealthGate(onFight, health);
  const stamina = baseInfo?.stamina;
  return (
    <div className={styles.screen}>
      <ScreenHeader title={t('battle.battleScreen.title')}>
        <Text as="p">{t('battle.battleScreen.intro')}</Text>
        {stamina === undefined ? null : (
          <Text as="p" tone="secondary">
            <span className={styles.points}>
              {t('battle.battleScreen.actionPoints')}
              <img className={styles.icon} src={icons.actionPoints} alt="" width={24} height={24} />
              <span className={styles.pointsValue}>{formatNumber(stamina, language)}</span>
            </span>
          </Text>
        )}
        {health ? <HealthLine current={health.current} max={health.max} /> : null}
      </ScreenHeader>
      {error ? (
        <ErrorState onRetry={onRetry} />
      ) : data === undefined ? (
        <LoadingState variant="cards" count={3} />
      ) : (
        <>
          {stamina !== undefined && stamina < monsterFightCost ? (
            <Notice tone="caution" title={t('battle.battleScreen.noStaminaTitle')}>
              {t('battle.battleScreen.noStamina', {
                cost: formatNumber(monsterFightCost, language),
                value: formatNumber(stamina, language),
              })}
            </Notice>
          ) : null}
          {data.monsters.length === 0 ? (
            <EmptyState
              title={t('battle.battleScreen.emptyTitle')}
              description={t('battle.battleScreen.emptyText')}
              action={
                <Button onClick={() => roll()} loading={pending} disabled={data.monsterRolls <= 0}>
                  {t('battle.monsterList.roll')} ({t('battle.monsterList.rolls', { count: data.monsterRolls })})
                </Button>
              }
            />
          ) : (
            <MonsterList
              monsters={data.monsters}
              monsterRolls={data.monsterRolls}
              onRoll={onRoll}
              onFight={gate.fight}
              fightDisabled={stamina !== undefined && stamina < monsterFightCost}
            />
          )}
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
          cost={monsterFightCost}
        />
      ) : null}
    </div>
  );
}
