import type { PremiumItem } from '@rpg/contracts';
import { PremiumShopScreen } from '@rpg/game-components';
import { useState } from 'react';
import { useMyCharacter } from '../../lib/query.ts';
import { usePremiumActions, usePremiumPreview, usePremiumShop } from './api/premium.ts';

/** `/premium-shop`: premium cosmetics (preview on the avatar, buy) and premium time. */
export const PremiumShopPage = () => {
  const shop = usePremiumShop();
  const premiumCurrency = useMyCharacter().data?.data.premiumCurrency;
  const actions = usePremiumActions();
  const [previewItem, setPreviewItem] = useState<PremiumItem>();
  const preview = usePremiumPreview(previewItem);
  // The moment the page opened: whether the premium time is still running.
  const [now] = useState(() => new Date());
  return (
    <PremiumShopScreen
      data={shop.data?.data}
      error={Boolean(shop.error) && !shop.data}
      onRetry={() => void shop.mutate()}
      now={now}
      premiumCurrency={premiumCurrency}
      onBuy={actions.buy}
      onBuyPremiumTime={actions.buyPremiumTime}
      onPreview={setPreviewItem}
      previewItem={previewItem}
      previewOutfit={preview.data?.data}
      onPreviewClose={() => setPreviewItem(undefined)}
    />
  );
};
