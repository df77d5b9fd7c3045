import { ErrorState, ScreenHeader } from '@rpg/game-components';
import { Component, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';

/** A chunk that no longer exists on the server: the app was deployed anew since this page loaded. */
const isStaleChunk = (error: unknown) =>
  error instanceof TypeError && /dynamically imported module|Importing a module script failed/i.test(error.message);

/** A failed route's screen: a failure in one page shows the library's error state, never a white screen. */
export const RouteError = ({ error }: { error: unknown }) => {
  const { t } = useTranslation();
  if (import.meta.env.DEV) console.error(error);
  return (
    <>
      <ScreenHeader title={t('routeError.title')} />
      <ErrorState
        title={t('routeError.title')}
        description={isStaleChunk(error) ? t('routeError.updated') : t('routeError.message')}
        onRetry={() => window.location.reload()}
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

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/**
 * The routes' error boundary and loading point: a page that throws, or whose code cannot load (an
 * outdated chunk after a deploy), shows RouteError in the layout; a page still loading shows nothing
 * (on a later navigation the previous page stays until it is there).
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
