import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * What a host callback returns: `MaybePromise` is nothing, or a Promise the component waits for;
 * `MaybePromise<T>` is a value, or a Promise of it.
 */
// biome-ignore lint/suspicious/noConfusingVoidType: a callback returns nothing or a promise to wait for
export type MaybePromise<T = void> = [T] extends [void] ? void | Promise<unknown> : T | Promise<T>;

/** A host callback that may return a Promise while its request runs. */
export type PendingCallback<A extends unknown[]> = (...args: A) => unknown;

/** A value the component can wait for (a Promise, or anything with a `then`). */
export const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && 'then' in value && typeof value.then === 'function';

/** What follows a run: `onDone` its value once it resolved (or at once, without a Promise); `onSettled` its end, either way. */
export interface RunOutcome<T> {
  onDone?: (value: T) => void;
  /** Called only while the component is still mounted (it closes the component's own dialog, say). */
  onSettled?: () => void;
}

/**
 * The components' one busy state: runs host callbacks by key (`buy:3001`, `cancel`...). While the
 * Promise a run returned is pending its key is busy (that button shows `loading`) and further runs of it
 * are ignored; with `exclusive`, runs of every key are (a card whose actions wait for each other).
 * A rejection is the host's to report (it shows its own error): here it only ends the wait.
 */
export function useBusy<Key extends string = string>({ exclusive = false }: { exclusive?: boolean } = {}) {
  const running = useRef(new Set<Key>());
  const [busy, setBusy] = useState<ReadonlySet<Key>>(() => new Set());
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(
    <T>(key: Key, action: () => MaybePromise<T> | unknown, { onDone, onSettled }: RunOutcome<T> = {}) => {
      if (running.current.has(key) || (exclusive && running.current.size > 0)) return;
      const result = action();
      if (!isThenable(result)) {
        onDone?.(result as T);
        onSettled?.();
        return;
      }
      running.current.add(key);
      setBusy(new Set(running.current));
      const settle = () => {
        running.current.delete(key);
        if (!mounted.current) return;
        setBusy(new Set(running.current));
        onSettled?.();
      };
      result.then((value) => {
        onDone?.(value as T);
        settle();
      }, settle);
    },
    [exclusive],
  );

  const isBusy = useCallback((key: Key) => busy.has(key), [busy]);
  /** The key whose run is pending (the first, when several are). */
  const pending: Key | undefined = busy.values().next().value;
  return { run, isBusy, pending } as const;
}

/**
 * One host callback run as `useBusy` runs a key: `pending` while its Promise runs (the button shows
 * `loading`), and runs meanwhile are ignored.
 */
export function usePendingAction<A extends unknown[]>(
  action: PendingCallback<A> | undefined,
): readonly [pending: boolean, run: (...args: A) => void] {
  const { run, isBusy } = useBusy<'action'>();
  const runAction = useCallback(
    (...args: A) => {
      if (action) run('action', () => action(...args));
    },
    [action, run],
  );
  return [isBusy('action'), runAction] as const;
}
