import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';

/** The vendors (signed in, with a character). */
export const shopRoutes: RouteObject[] = [
  { path: paths.shop, lazy: async () => ({ Component: (await import('./ShopListPage.tsx')).ShopListPage }) },
  { path: paths.vendor, lazy: async () => ({ Component: (await import('./VendorPage.tsx')).VendorPage }) },
];
