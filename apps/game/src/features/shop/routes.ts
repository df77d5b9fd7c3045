import { paths } from '../../config/paths.ts';
import type { PageRoute } from '../../lib/page-route.ts';

/** The vendors (signed in, with a character). */
export const shopRoutes: PageRoute[] = [
  { path: paths.shop, page: async () => (await import('./ShopListPage.tsx')).ShopListPage },
  { path: paths.vendor, page: async () => (await import('./VendorPage.tsx')).VendorPage },
];
