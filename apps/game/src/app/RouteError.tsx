import { ErrorState, ScreenHeader } from '@rpg/game-components';
import { Component, type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { retryFailedPages } from '../lib/lazy-page.tsx';

/**
 * A page's code that did not arrive (its script, or its stylesheet, which the build's preloading
 * reports with an Error of its own): a new deployment removed the chunk, or there is no network.
 */
const isChunkFailure = (error: unknown) =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(error.message);

/**
 * A failed route's screen: a failure in one page shows the library's error state, never a white
 * screen. A page whose code could not come for want of a network says so, and loads by itself when
 * the network is back (or on "Try again"): a reload there would show the browser's offline page.
 */
export const RouteError = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => {
  const { t } = useTranslation();
  const offline = isChunkFailure(error) && navigator.onLine === false;
  useEffect(() => {
    if (!offline) return;
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [offline, onRetry]);
  // Gone elsewhere: the page whose code failed tries again when next visited.
  useEffect(() => retryFailedPages, []);
  if (import.meta.env.DEV) console.error(error);
  const description = offline
    ? t('routeError.offline')
    : isChunkFailure(error)
      ? t('routeError.updated')
      : t('routeError.message');
  return (
    <>
      <ScreenHeader title={t('routeError.title')} />
      <ErrorState
        title={t('routeError.title')}
        description={description}
        onRetry={offline ? onRetry : () => window.location.reload()}
      />
    </>
  );
};

interface BoundaryProps {
  /** The location's path: going elsewhere clears the error, as a data router's errorElement does. */
  pathname: string;
  children: ReactNode;
}

type BoundaryState = { pathname: string; failed: false } | { pathname: string; failed: true; error: unknown };

class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { pathname: this.props.pathname, failed: false };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): BoundaryState | null {
    return props.pathname === state.pathname ? null : { pathname: props.pathname, failed: false };
  }

  /** Renders the route again: a page whose code failed to load tries again (lib/lazy-page.tsx). */
  retry = () => {
    retryFailedPages();
    this.setState(({ pathname }) => ({ pathname, failed: false }));
  };

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} onRetry={this.retry} /> : this.props.children;
  }
}

/**
 * The routes' error boundary and loading point: a page that throws, or whose code cannot load (an
 * outdated chunk after a deploy, no network), shows RouteError in the layout; a page still loading
 * shows nothing (on a later navigation the previous page stays until it is there).
 */
export const RouteBoundary = () => {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary pathname={pathname}>
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
};
