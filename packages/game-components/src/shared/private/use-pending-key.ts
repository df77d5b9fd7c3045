import { useCallback, useEffect, useRef, useState } from 'react';
import type { MaybePromise } from './use-pending-action.ts';

/**
 * Runs promise-aware callbacks: while one returned promise is pending, `pending` names the action
 * (to show that button as loading) and further runs are ignored. A rejected promise only ends the wait;
 * the host shows its own error.
 */
export function usePendingKey<Key extends string>() {
  const [pending, setPending] = useState<Key | null>(null);
  const busy = useRef(false);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback((key: Key, action: () => MaybePromise, onDone?: () => void) => {
    if (busy.current) return;
    const result = action();
    if (result instanceof Promise) {
      busy.current = true;
      setPending(key);
      const done = () => {
        busy.current = false;
        if (mounted.current) {
          setPending(null);
          onDone?.();
        }
      };
      result.then(done, done);
    } else {
      onDone?.();
    }
  }, []);

  return { pending, run };
}
