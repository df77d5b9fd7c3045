import type { Outfit, PremiumItem } from '@rpg/contracts';
import { Box, Button, ConfirmDialog, Dialog, Spinner, Stack, Text } from '@rpg/design-system';
import { useCallback, useState } from 'react';
import { LayeredAvatar } from '../../equipment/index.ts';
import { formatNumber } from '../../shared/private/formatNumber.ts';
import { useGameTranslation } from '../../shared/private/useGameTranslation.ts';
import { usePendingAction } from '../../shared/private/usePendingAction.ts';
import { PremiumPrice } from '../PremiumItemCard/index.ts';
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

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && 'then' in value && typeof value.then === 'function';

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
  const [confirmOpen, setConfirmOpen] = useState(false);
  const priceText = t('cosmetics.common.premiumPoints', {
    count: item.price,
    amount: formatNumber(item.price, language),
  });
  const buyAndClose = useCallback(
    (bought: PremiumItem) => {
      const result = onBuy?.(bought);
      if (!isThenable(result)) {
        setConfirmOpen(false);
        return undefined;
      }
      return Promise.resolve(result).finally(() => setConfirmOpen(false));
    },
    [onBuy],
  );
  const [buying, buy] = usePendingAction(buyAndClose);
  const showBuy = canBuy && onBuy !== undefined && !item.isOwned;

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title={item.name}
        description={t('cosmetics.premiumPreviewDialog.description')}
        closeLabel={t('cosmetics.common.close')}
        actions={
          showBuy ? (
            <Button loading={buying} onClick={() => setConfirmOpen(true)}>
              {t('cosmetics.premiumPreviewDialog.buy', { price: priceText })}
            </Button>
          ) : undefined
        }
      >
        <Stack space="medium" align="center">
          <Box className={styles.stage} aria-busy={outfit === undefined}>
            {outfit === undefined ? (
              <Box className={styles.loading}>
                <Spinner size="large" label={t('cosmetics.premiumPreviewDialog.loading')} />
                <Box aria-hidden="true">
                  <Text size="small" tone="secondary">
                    {t('cosmetics.premiumPreviewDialog.loading')}
                  </Text>
                </Box>
              </Box>
            ) : (
              <LayeredAvatar
                outfit={outfit}
                label={t('cosmetics.premiumPreviewDialog.previewLabel', { name: item.name })}
                size="full"
              />
            )}
          </Box>
          <PremiumPrice amount={item.price} size="large" />
        </Stack>
      </Dialog>
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={(next) => {
          if (!buying) setConfirmOpen(next);
        }}
        title={t('cosmetics.common.confirmTitle')}
        message={t('cosmetics.premiumItemCard.confirmMessage', { name: item.name, price: priceText })}
        confirmLabel={t('cosmetics.common.yes')}
        cancelLabel={t('cosmetics.common.close')}
        loading={buying}
        onConfirm={() => buy(item)}
      />
    </>
  );
}
