import { type ComponentType, lazy } from 'react';

/** How to give each page whose code failed to load a fresh attempt. */
const failed = new Set<() => void>();

/**
 * Gives every page whose code failed to load (no network) a fresh attempt at its next render.
 * React.lazy keeps a failure for good; the failed attempt stays in place until this is called (the
 * route's retry, or leaving its error screen), so React's own re-render after an error shows the
 * error rather than starting another download.
 */
export const retryFailedPages = () => {
  for (const reset of failed) reset();
  failed.clear();
};

/** A page's component loaded on demand (React.lazy), for the route table; see retryFailedPages. */
export const lazyPage = (load: () => Promise<ComponentType>): ComponentType => {
  const attempt = (): ComponentType =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          failed.add(reset);
          throw error;
        },
      ),
    );
  let current = attempt();
  const reset = () => {
    current = attempt();
  };
  return function LazyPage() {
    const Current = current;
    return <Current />;
  };
};
