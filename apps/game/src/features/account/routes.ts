import { paths } from '../../config/paths.ts';
import type { PageRoute } from '../../lib/page-route.ts';

/** The signed-out pages (a signed-in player is sent on to the game). */
export const accountRoutes: PageRoute[] = [
  { path: paths.home, page: async () => (await import('./HomePage.tsx')).HomePage },
  { path: paths.login, page: async () => (await import('./LoginPage.tsx')).LoginPage },
  { path: paths.register, page: async () => (await import('./RegisterPage.tsx')).RegisterPage },
];
