import { contractLimits } from '@rpg/contracts';
import { Meter, Text } from '@rpg/design-system';
import { formatNumber } from '../../shared/private/format-number.ts';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import * as styles from './HealthLine.css.ts';

/** The player's health where a fight starts. */
export type FightHealth = {
  /** Current health points. */
  current: number;
  /** Maximum health points. */
  max: number;
};

/** Below 25% of the maximum (game-rules.md): starting a fight asks first. */
export const isLowHealth = ({ current, max }: FightHealth): boolean =>
  max > 0 && current * 100 < max * contractLimits.lowHealthPercent;

/** How the health stands: full, hurt, or badly hurt (below 25%). */
export const healthState = (health: FightHealth): 'full' | 'hurt' | 'critical' =>
  isLowHealth(health) ? 'critical' : health.current >= health.max ? 'full' : 'hurt';

export interface HealthLineProps extends FightHealth {
  /** Shows the line under the meter (full, coming back, badly hurt); off where the text around says it. */
  note?: boolean;
}

/**
 * The player's health where a fight starts (the monster list, the arena): a meter with "current /
 * max" and, below 25% of the maximum, a warning that a fight now is likely lost.
 */
export function HealthLine({ current, max, note = true }: HealthLineProps) {
  const { t, language } = useGameTranslation();
  const shown = Math.max(0, Math.min(current, max));
  const state = healthState({ current: shown, max });
  return (
    <div className={styles.line} data-state={state}>
      <div className={styles.meter}>
        <Meter
          label={t('battle.healthLine.label')}
          value={shown}
          max={Math.max(1, max)}
          tone="health"
          size="small"
          valueText={t('battle.healthLine.value', {
            current: formatNumber(shown, language),
            max: formatNumber(max, language),
          })}
        />
      </div>
      {!note ? null : state === 'critical' ? (
        <Text as="p" size="small" tone="critical">
          {t('battle.healthLine.critical', { percent: formatNumber(contractLimits.lowHealthPercent, language) })}
        </Text>
      ) : state === 'full' ? (
        <Text as="p" size="small" tone="secondary">
          {t('battle.healthLine.full')}
        </Text>
      ) : (
        <Text as="p" size="small" tone="secondary">
          {t('battle.healthLine.hurt')}
        </Text>
      )}
    </div>
  );
}
