import { useCallback, useRef, useState } from 'react';

/** A host callback's result: a value, or a Promise of it while the request runs. */
export type MaybePromise<T> = T | Promise<T>;

const isPromise = (value: unknown): value is Promise<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as Promise<unknown>).then === 'function';

/**
 * Runs host callbacks by key (`buy:3001`, `reroll`...): while the Promise of one is pending its
 * key is busy and repeated runs of it are ignored. `onDone` gets the resolved value; a rejected
 * Promise is the host's to report and only ends the busy state.
 */
export function useBusyKeys() {
  const running = useRef(new Set<string>());
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());

  const run = useCallback(<T>(key: string, action: () => MaybePromise<T>, onDone?: (value: T) => void) => {
    if (running.current.has(key)) return;
    const result = action();
    if (!isPromise(result)) {
      onDone?.(result as T);
      return;
    }
    running.current.add(key);
    setBusy(new Set(running.current));
    (result as Promise<T>)
      .then(
        (value) => onDone?.(value),
        () => undefined,
      )
      .finally(() => {
        running.current.delete(key);
        setBusy(new Set(running.current));
      });
  }, []);

  const isBusy = useCallback((key: string) => busy.has(key), [busy]);
  return { run, isBusy } as const;
}
