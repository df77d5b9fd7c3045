import { StrictMode } from 'react';
import { StaticRouter } from 'react-router';
import { AppProviders } from '../app/providers.tsx';
import { AppRoutes } from '../app/router.tsx';

/**
 * What a prerendered page is rendered from: the app's own tree (App's providers and route table)
 * under a static router at `path`, so the markup is what the browser's first render hydrates.
 */
export const PrerenderedApp = ({ path }: { path: string }) => (
  <StrictMode>
    <AppProviders>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>
  </StrictMode>
);

/** Options for React's prerender: the page in one piece (past this size React writes a boundary apart, for a script to move in). */
export const prerenderOptions = { progressiveChunkSize: Number.POSITIVE_INFINITY };

/** A Suspense boundary React left for a script to fill in (the page would need it to show). */
export const pendingBoundary = '<template id="B:';
