import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { registerPrefetch } from '../lib/prefetch.ts';
import { appRoutes } from './routes.tsx';

/** Loads the code of every lazy route matched by a path (the guard's and the page's). The route table is routes.tsx. */
const loadRouteCode = (href: string) => {
  for (const { route } of matchRoutes(appRoutes, href) ?? []) {
    if (typeof route.lazy === 'function') void route.lazy().catch(() => undefined);
  }
};

const router = createBrowserRouter(appRoutes);
registerPrefetch(loadRouteCode);

export const AppRouter = () => <RouterProvider router={router} />;
