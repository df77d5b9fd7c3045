import { type ComponentType, lazy, Suspense, useState } from 'react';

export type OnDemandComponent<P> = ComponentType<P> & {
  /** Starts loading the code ahead of the first open (e.g. once the button that opens it is shown). */
  preload: () => void;
};

const Nothing = () => null;

/**
 * A dialog-like component whose code loads on demand: nothing is rendered (and nothing fetched)
 * until `open` is first true; from then on the real component stays mounted, so it closes and
 * reopens exactly as if it had been there all along. Once the code is in (opened before, or
 * preloaded), it renders in the same render as the open. Code that fails to load (offline, a
 * deployment removed the chunk) shows nothing rather than breaking the page, and the next open
 * tries again. For pieces that start closed (a failure dialog, a drawer), which should not weigh
 * on the first screen.
 */
export function onDemand<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): OnDemandComponent<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const get = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = undefined;
        pending = lazyOne();
        throw error;
      },
    );
    return loading;
  };
  // React.lazy keeps a failure for good: each attempt gets its own.
  const lazyOne = () =>
    lazy(async () => ({ default: await get().catch(() => Nothing) })) as unknown as ComponentType<P>;
  let pending = lazyOne();

  function OnDemand(props: P) {
    // Which component this instance shows is chosen when it is first wanted (the loaded one if the
    // code is in, else a lazy one), so it never remounts between the two. Closed while the code is
    // not in, it lets go of the lazy one: the next open takes the code, or tries again.
    const [shown, setShown] = useState<ComponentType<P> | null>(() => (props.open ? (loaded ?? pending) : null));
    if (props.open && !shown) setShown(() => loaded ?? pending);
    if (!props.open && shown && !loaded) setShown(null);
    if (!shown) return null;
    const Shown = shown;
    return (
      <Suspense fallback={null}>
        <Shown {...props} />
      </Suspense>
    );
  }
  return Object.assign(OnDemand, {
    preload: () => {
      // A failure here is retried by the first open.
      get().catch(() => undefined);
    },
  });
}
