import { lazy, Suspense, useDeferredValue, useMemo } from 'react';
import { BrowserRouter, useLocation, useNavigationType, useRoutes } from 'react-router';
import { NavigationPendingContext } from '../lib/navigation-pending.ts';
import { registerPrefetch } from '../lib/prefetch.ts';
import { appRoutes, loadRouteCode } from './routes.tsx';

registerPrefetch(loadRouteCode);

/**
 * Scroll restoration's code loads beside the first screen, not in it (the signed-out home's budget): it
 * takes the page it first sees as the first one, and the browser's own restoration holds until then.
 */
const ScrollRestoration = lazy(async () => ({ default: (await import('./scroll-restoration.ts')).ScrollRestoration }));

/**
 * The route table (routes.tsx) rendered at the current location, once the page there can be shown.
 * The routes render a deferred copy of the location: the page on screen stays until the next one's
 * code has loaded, and meanwhile (the address has already changed) the layout closes the leaving
 * page to input. Open, it took what was typed right after a click: the home's sign-in form has the
 * register page's fields, and the register page came with them empty. The page shown is scrolled as
 * a browser would (ScrollRestoration): a new page at the top, Back and Forward where it was left.
 */
export const AppRoutes = () => {
  const location = useLocation();
  const type = useNavigationType();
  const current = useMemo(() => ({ location, type }), [location, type]);
  const shownEntry = useDeferredValue(current);
  const shown = shownEntry.location;
  const routes = useRoutes(appRoutes, shown);
  // The same element while the shown location is the same: the pages do not render again when only the
  // address changed (a guard's <Navigate>, rendered again under the new address, would navigate again).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the routes follow from `shown` alone (the table is static).
  const page = useMemo(() => routes, [shown]);
  return (
    <NavigationPendingContext value={location.pathname !== shown.pathname}>
      <Suspense fallback={null}>
        <ScrollRestoration location={location} shown={shownEntry} />
      </Suspense>
      {page}
    </NavigationPendingContext>
  );
};

/**
 * The declarative router: the first screen needs no data router (no loaders or actions here; pages
 * fetch through SWR), and this one weighs half as much. It updates the location at once (no
 * transitions of its own): AppRoutes defers the page.
 */
export const AppRouter = () => (
  <BrowserRouter useTransitions={false}>
    <AppRoutes />
  </BrowserRouter>
);
