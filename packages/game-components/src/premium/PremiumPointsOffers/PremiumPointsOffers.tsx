import { contractLimits } from '@rpg/contracts';
import { Box, Button, Dialog, Heading, type HeadingLevel, Notice, Text } from '@rpg/design-system';
import { icons } from '@rpg/game-assets';
import { useId, useState } from 'react';
import { formatNumber } from '../../shared/private/format-number.ts';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import * as styles from './PremiumPointsOffers.css.ts';

export interface PremiumPointsOffersProps {
  /** The packs on offer (default the contract's 200, 500, 1000). */
  packs?: readonly number[];
  /** Heading level of each pack (default 2). */
  headingLevel?: HeadingLevel;
}

/**
 * The premium point packs. There is no payment provider yet: the notice says so, and each
 * buy button opens a dialog explaining that payments are not available (nothing is charged).
 */
export function PremiumPointsOffers({
  packs = contractLimits.premiumPointPacks,
  headingLevel = 2,
}: PremiumPointsOffersProps) {
  const { t, language } = useGameTranslation();
  const [dialogOpen, setDialogOpen] = useState(false);
  const idPrefix = useId();

  return (
    <Box className={styles.root}>
      <Notice tone="info">{t('premium.premiumPointsOffers.notice')}</Notice>
      <Box as="ul" className={styles.list} aria-label={t('premium.premiumPointsOffers.label')}>
        {packs.map((amount, index) => {
          const titleId = `${idPrefix}-${amount}`;
          const noteId = `${idPrefix}-${amount}-note`;
          const label = t('premium.common.premiumPoints', { count: amount, amount: formatNumber(amount, language) });
          return (
            <Box as="li" key={amount} className={styles.offer} aria-labelledby={titleId}>
              <Box className={styles.gems} aria-hidden="true">
                {Array.from({ length: Math.min(index + 1, 3) }, (_, gem) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: identical decorative gems
                  <img key={gem} className={styles.gem} src={icons.premiumCurrency} alt="" width={48} height={48} />
                ))}
              </Box>
              <Heading level={3} as={`h${headingLevel}`} id={titleId} align="center">
                {label}
              </Heading>
              <Text as="p" size="small" tone="secondary" align="center" id={noteId}>
                {t('premium.premiumPointsOffers.unavailable')}
              </Text>
              <Button variant="soft" fullWidth aria-describedby={noteId} onClick={() => setDialogOpen(true)}>
                {t('premium.premiumPointsOffers.buy')}
              </Button>
            </Box>
          );
        })}
      </Box>
      <Dialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        title={t('premium.premiumPointsOffers.dialogTitle')}
        closeLabel={t('premium.common.close')}
        size="small"
      >
        <Text as="p">{t('premium.premiumPointsOffers.dialogMessage')}</Text>
      </Dialog>
    </Box>
  );
}
