import { Dialog, Text } from '@rpg/design-system';
import { useGameTranslation } from '../private/useGameTranslation.ts';

export interface NotEnoughCashDialogProps {
  open: boolean;
  /** Called with false when the player closes it (the button, Escape or a click outside). */
  onOpenChange: (open: boolean) => void;
}

/** The spec's reply to a refused purchase: a dialog titled 'Message' saying 'No enough cash to buy that item'. */
export function NotEnoughCashDialog({ open, onOpenChange }: NotEnoughCashDialogProps) {
  const { t } = useGameTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('shop.notEnoughCash.title')}
      closeLabel={t('shop.notEnoughCash.close')}
      size="small"
    >
      <Text as="p">{t('shop.notEnoughCash.text')}</Text>
    </Dialog>
  );
}
