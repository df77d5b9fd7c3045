import type { PremiumItem } from '@rpg/contracts';
import { ConfirmDialog } from '@rpg/design-system';
import { formatNumber } from '../../shared/private/format-number.ts';
import type { ConfirmedAction } from '../../shared/private/use-confirmed-action.ts';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';

/**
 * 'Are you sure?' before buying a premium item, with its name and price: the card's and the preview
 * dialog's. `confirmation` is the asking component's useConfirmedAction(onBuy).
 */
export function PremiumBuyConfirm({
  item,
  confirmation,
}: {
  item: PremiumItem;
  confirmation: ConfirmedAction<[PremiumItem]>;
}) {
  const { t, language } = useGameTranslation();
  const priceText = t('premium.common.premiumPoints', {
    count: item.price,
    amount: formatNumber(item.price, language),
  });
  return (
    <ConfirmDialog
      {...confirmation.dialog}
      title={t('premium.common.confirmTitle')}
      message={t('premium.premiumItemCard.confirmMessage', { name: item.name, price: priceText })}
      confirmLabel={t('premium.common.yes')}
      cancelLabel={t('premium.common.close')}
    />
  );
}
