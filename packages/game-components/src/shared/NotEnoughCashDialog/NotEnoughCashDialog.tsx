import { Dialog, Text } from '@rpg/design-system';
import { useGameTranslation } from '../private/use-game-translation.ts';

export interface NotEnoughCashDialogProps {
  open: boolean;
  /** Called with false when the player closes it (the button, Escape or a click outside). */
  onOpenChange: (open: boolean) => void;
  /** The currency that fell short: gold at the vendors (default), premium points in the premium shop. */
  currency?: 'base' | 'premium';
}

/**
 * The spec's reply to a refused purchase: a dialog titled 'Message' saying 'No enough cash to buy
 * that item' (in the premium shop, that the premium points do not cover it).
 */
export function NotEnoughCashDialog({ open, onOpenChange, currency = 'base' }: NotEnoughCashDialogProps) {
  const { t } = useGameTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('shop.notEnoughCash.title')}
      closeLabel={t('shop.notEnoughCash.close')}
      size="small"
    >
      <Text as="p">{t(currency === 'premium' ? 'shop.notEnoughCash.premiumText' : 'shop.notEnoughCash.text')}</Text>
    </Dialog>
  );
}
