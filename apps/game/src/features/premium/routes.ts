import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';

/** The premium shop (signed in, with a character). */
export const premiumRoutes: RouteObject[] = [
  {
    path: paths.premiumShop,
    lazy: async () => ({ Component: (await import('./PremiumShopPage.tsx')).PremiumShopPage }),
  },
  {
    path: paths.premiumHistory,
    lazy: async () => ({ Component: (await import('./PremiumHistoryPage.tsx')).PremiumHistoryPage }),
  },
  {
    path: paths.buyPremiumPoints,
    lazy: async () => ({ Component: (await import('./BuyPremiumPointsPage.tsx')).BuyPremiumPointsPage }),
  },
];
