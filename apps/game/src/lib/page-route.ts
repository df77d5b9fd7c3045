import type { ComponentType } from 'react';

/**
 * A page at a path, loaded on demand: `page` imports the page's module and returns its component.
 * The route table (app/routes.tsx) renders it lazily (React.lazy) and prefetches it on a link's hover.
 */
export interface PageRoute {
  path: string;
  page: () => Promise<ComponentType>;
}
