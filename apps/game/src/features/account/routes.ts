import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';

/** The signed-out pages (a signed-in player is sent on to the game). */
export const accountRoutes: RouteObject[] = [
  { path: paths.home, lazy: async () => ({ Component: (await import('./HomePage.tsx')).HomePage }) },
  { path: paths.login, lazy: async () => ({ Component: (await import('./LoginPage.tsx')).LoginPage }) },
  { path: paths.register, lazy: async () => ({ Component: (await import('./RegisterPage.tsx')).RegisterPage }) },
];
