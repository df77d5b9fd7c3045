import { useCallback, useEffect, useRef, useState } from 'react';

/** What a callback prop may return: nothing, or a Promise the component waits for. */
// biome-ignore lint/suspicious/noConfusingVoidType: a callback returns nothing or a promise to wait for
export type MaybePromise = void | Promise<unknown>;

/** A host callback that may return a Promise while its request runs. */
export type PendingCallback<A extends unknown[]> = (...args: A) => unknown;

/** A value the component can wait for (a Promise, or anything with a `then`). */
export const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && 'then' in value && typeof value.then === 'function';

/**
 * Runs a host callback that may return a Promise: while it is pending `pending` is true (the
 * button shows `loading`) and further calls are ignored. A rejection is the host's to report
 * (it shows its own error); here it only ends the pending state.
 */
export function usePendingAction<A extends unknown[]>(
  action: ((...args: A) => unknown) | undefined,
): readonly [pending: boolean, run: (...args: A) => void] {
  const [pending, setPending] = useState(false);
  const running = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const run = useCallback(
    (...args: A) => {
      if (!action || running.current) return;
      const result = action(...args);
      if (!isThenable(result)) return;
      running.current = true;
      setPending(true);
      const done = () => {
        running.current = false;
        if (mounted.current) setPending(false);
      };
      result.then(done, done);
    },
    [action],
  );
  return [pending, run] as const;
}
