import { BrowserRouter, useRoutes } from 'react-router';
import { registerPrefetch } from '../lib/prefetch.ts';
import { appRoutes, loadRouteCode } from './routes.tsx';

registerPrefetch(loadRouteCode);

/** The route table (routes.tsx) rendered at the current location. */
export const AppRoutes = () => useRoutes(appRoutes);

/**
 * The declarative router: the first screen needs no data router (no loaders or actions here; pages
 * fetch through SWR), and this one weighs half as much. Navigations run in a transition, so the page
 * on screen stays until the next one's code has loaded.
 */
export const AppRouter = () => (
  <BrowserRouter>
    <AppRoutes />
  </BrowserRouter>
);
