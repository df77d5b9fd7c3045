import { PremiumHistoryScreen } from '@rpg/game-components';
import { usePremiumHistory } from './api/premium.ts';

/** `/premium-shop/history`: every premium purchase with its date and price. */
export const PremiumHistoryPage = () => {
  const history = usePremiumHistory();
  return (
    <PremiumHistoryScreen
      data={history.data?.data}
      error={Boolean(history.error) && !history.data}
      onRetry={() => void history.mutate()}
    />
  );
};
