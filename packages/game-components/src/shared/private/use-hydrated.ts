import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * False while React hydrates markup written ahead of time (a prerendered page, shown before the app's
 * code ran), true from the render after and in every render on the client alone. A form reads it so
 * nothing is typed into, or sent from, markup the app has not taken over yet.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
