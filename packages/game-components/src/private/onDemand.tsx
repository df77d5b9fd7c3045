import { type ComponentType, lazy, Suspense, useState } from 'react';

export type OnDemandComponent<P> = ComponentType<P> & {
  /** Starts loading the code ahead of the first open (e.g. once the button that opens it is shown). */
  preload: () => void;
};

/**
 * A dialog-like component whose code loads on demand: nothing is rendered (and nothing fetched)
 * until `open` is first true; from then on the real component stays mounted, so it closes and
 * reopens exactly as if it had been there all along. For pieces that start closed (a failure
 * dialog, a drawer), which should not weigh on the first screen.
 */
export function onDemand<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): OnDemandComponent<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const get = () => {
    loading ??= load();
    return loading;
  };
  const Loaded = lazy(async () => ({ default: await get() }));
  // The lazy component takes the same props; React's types cannot see that through the generic.
  const Component = Loaded as unknown as ComponentType<P>;
  function OnDemand(props: P) {
    const [wanted, setWanted] = useState(props.open);
    if (props.open && !wanted) setWanted(true);
    return wanted ? (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    ) : null;
  }
  return Object.assign(OnDemand, {
    preload: () => {
      get().catch(() => {
        // Failed ahead of time: forget it, so the first open tries again (and shows the error there).
        loading = undefined;
      });
    },
  });
}
