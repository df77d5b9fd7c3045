import type { BaseInfo } from '@rpg/contracts';
import { Box, VisuallyHidden } from '@rpg/design-system';
import { icons } from '@rpg/game-assets';
import { formatAmount } from '../../shared/private/format-number.ts';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import * as styles from './BalanceBar.css.ts';

export interface BalanceBarProps {
  /** The player's base info (myCharacterBaseInfo); `undefined` while it is not known yet (shown as loading). */
  baseInfo: BaseInfo | undefined;
  /** Shows the skeleton and announces that the balance is loading. */
  loading?: boolean;
}

/** The three values of the balance bar, in display order. */
export const balanceEntries = [
  { id: 'baseCurrency', field: 'baseCurrency', icon: icons.baseCurrency },
  { id: 'premiumCurrency', field: 'premiumCurrency', icon: icons.premiumCurrency },
  { id: 'actionPoints', field: 'stamina', icon: icons.actionPoints },
] as const satisfies ReadonlyArray<{ id: string; field: keyof BaseInfo; icon: string }>;

export type BalanceEntryId = (typeof balanceEntries)[number]['id'];

/**
 * The player's base currency, premium currency and action points (stamina), each with its
 * icon, in the game's currency colours. Numbers follow the interface language; values from
 * one million on are compact, with the whole number for screen readers and in the tooltip.
 */
export function BalanceBar({ baseInfo, loading = false }: BalanceBarProps) {
  const { t, language } = useGameTranslation();
  const groupLabel = t('balance.label');

  if (loading || !baseInfo) {
    return (
      <Box role="group" aria-label={groupLabel} aria-busy="true" className={styles.bar}>
        {balanceEntries.map((entry) => (
          <Box key={entry.id} className={styles.item} aria-hidden="true">
            <img className={styles.icon} src={entry.icon} alt="" width={24} height={24} />
            <Box as="span" className={styles.skeleton} />
          </Box>
        ))}
        <Box as="span" role="status">
          <VisuallyHidden>{t('balance.loading')}</VisuallyHidden>
        </Box>
      </Box>
    );
  }

  return (
    <Box role="group" aria-label={groupLabel}>
      <Box as="dl" className={styles.bar}>
        {balanceEntries.map((entry) => {
          const label = t(`balance.${entry.id}`);
          const amount = formatAmount(baseInfo[entry.field], language);
          return (
            <Box key={entry.id} className={styles.item} title={`${label}: ${amount.full}`}>
              <Box as="dt" className={styles.term}>
                <img className={styles.icon} src={entry.icon} alt="" width={24} height={24} />
                <VisuallyHidden>{label}</VisuallyHidden>
              </Box>
              <Box as="dd" className={styles.value[entry.id]} data-balance={entry.id}>
                {amount.compact === undefined ? (
                  amount.full
                ) : (
                  <>
                    <span aria-hidden="true">{amount.compact}</span>
                    <VisuallyHidden>{amount.full}</VisuallyHidden>
                  </>
                )}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
