import { BuyPremiumPointsScreen } from '@rpg/game-components';

/** `/premium-shop/buy-premium-points`: the three point packs, honest that payments are not available. */
export const BuyPremiumPointsPage = () => <BuyPremiumPointsScreen />;
