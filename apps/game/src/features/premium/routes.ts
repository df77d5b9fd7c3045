import { paths } from '../../config/paths.ts';
import type { PageRoute } from '../../lib/page-route.ts';

/** The premium shop (signed in, with a character). */
export const premiumRoutes: PageRoute[] = [
  {
    path: paths.premiumShop,
    page: async () => (await import('./PremiumShopPage.tsx')).PremiumShopPage,
  },
  {
    path: paths.premiumHistory,
    page: async () => (await import('./PremiumHistoryPage.tsx')).PremiumHistoryPage,
  },
  {
    path: paths.buyPremiumPoints,
    page: async () => (await import('./BuyPremiumPointsPage.tsx')).BuyPremiumPointsPage,
  },
];
