import type { Outfit, PremiumItem } from '@rpg/contracts';
import { Box, Button, Dialog, Stack } from '@rpg/design-system';
import { LayeredAvatar } from '../../equipment/index.ts';
import { formatNumber } from '../../shared/private/format-number.ts';
import { StageLoading } from '../../shared/private/StageLoading.tsx';
import { useConfirmedAction } from '../../shared/private/use-confirmed-action.ts';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import { PremiumBuyConfirm, PremiumPrice } from '../PremiumItemCard/index.ts';
import * as styles from './PremiumPreviewDialog.css.ts';

export interface PremiumPreviewDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The item previewed. */
  item: PremiumItem;
  /** The character's outfit wearing the item, from the server; undefined while it loads. */
  outfit: Outfit | undefined;
  /** Offer the buy button (default false; never for an owned item). */
  canBuy?: boolean;
  /** Called after the player confirmed ('Are you sure?'); a Promise keeps the confirm button busy. */
  onBuy?: (item: PremiumItem) => unknown;
}

/** A premium cosmetic tried on: the character wearing it, its price, close and (when allowed) buy. */
export function PremiumPreviewDialog({
  open,
  onOpenChange,
  item,
  outfit,
  canBuy = false,
  onBuy,
}: PremiumPreviewDialogProps) {
  const { t, language } = useGameTranslation();
  const priceText = t('premium.common.premiumPoints', {
    count: item.price,
    amount: formatNumber(item.price, language),
  });
  const confirmation = useConfirmedAction(onBuy);
  const showBuy = canBuy && onBuy !== undefined && !item.isOwned;

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title={item.name}
        description={t('premium.premiumPreviewDialog.description')}
        closeLabel={t('premium.common.close')}
        actions={
          showBuy ? (
            <Button loading={confirmation.pending} onClick={() => confirmation.ask(item)}>
              {t('premium.premiumPreviewDialog.buy', { price: priceText })}
            </Button>
          ) : undefined
        }
      >
        <Stack space="medium" align="center">
          <Box className={styles.stage} aria-busy={outfit === undefined}>
            {outfit === undefined ? (
              <StageLoading className={styles.loading} label={t('premium.premiumPreviewDialog.loading')} />
            ) : (
              <LayeredAvatar
                outfit={outfit}
                label={t('premium.premiumPreviewDialog.previewLabel', { name: item.name })}
                size="full"
              />
            )}
          </Box>
          <PremiumPrice amount={item.price} size="large" />
        </Stack>
      </Dialog>
      <PremiumBuyConfirm item={item} confirmation={confirmation} />
    </>
  );
}
