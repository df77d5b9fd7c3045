import { ShopListScreen } from '@rpg/game-components';
import { useShops } from './api/shop.ts';

/** `/shop`: every vendor's card and the help dialog. */
export const ShopListPage = () => {
  const shops = useShops();
  return (
    <ShopListScreen
      data={shops.data?.data}
      error={Boolean(shops.error) && !shops.data}
      onRetry={() => void shops.mutate()}
    />
  );
};
