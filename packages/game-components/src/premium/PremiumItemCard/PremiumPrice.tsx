import { Box, VisuallyHidden } from '@rpg/design-system';
import { icons } from '@rpg/game-assets';
import { formatNumber } from '../../shared/private/format-number.ts';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import * as styles from './PremiumItemCard.css.ts';

export interface PremiumPriceProps {
  /** The amount in premium currency. */
  amount: number;
  size?: 'standard' | 'large';
}

/** An amount of premium currency: the gem and the number, read out as "120 premium points". */
export function PremiumPrice({ amount, size = 'standard' }: PremiumPriceProps) {
  const { t, language } = useGameTranslation();
  const formatted = formatNumber(amount, language);
  return (
    <Box as="span" className={styles.price[size]}>
      <img className={styles.gem} src={icons.premiumCurrency} alt="" width={24} height={24} />
      <span aria-hidden="true">{formatted}</span>
      <VisuallyHidden>{t('premium.common.premiumPoints', { count: amount, amount: formatted })}</VisuallyHidden>
    </Box>
  );
}
