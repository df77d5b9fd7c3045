import { useCallback, useState } from 'react';
import { isThenable, usePendingAction } from './pending.ts';

/**
 * A purchase (or craft) that asks 'Are you sure?' first, as the premium cards and the preview dialogs do:
 * `ask` opens the confirmation, `confirm` runs the host's callback (pending while its Promise runs, so the
 * buttons show `loading`) and closes the confirmation once it settles; while it runs, the confirmation
 * cannot be dismissed (`onConfirmOpenChange`).
 */
export function useConfirmedAction<A extends unknown[]>(action: ((...args: A) => unknown) | undefined) {
  const [confirmOpen, setConfirmOpen] = useState(false);
  const runAndClose = useCallback(
    (...args: A) => {
      const result = action?.(...args);
      if (!isThenable(result)) {
        setConfirmOpen(false);
        return undefined;
      }
      return Promise.resolve(result).finally(() => setConfirmOpen(false));
    },
    [action],
  );
  const [pending, confirm] = usePendingAction(runAndClose);
  const ask = useCallback(() => setConfirmOpen(true), []);
  const onConfirmOpenChange = (next: boolean) => {
    if (!pending) setConfirmOpen(next);
  };
  return { confirmOpen, ask, onConfirmOpenChange, pending, confirm } as const;
}

/** What useConfirmedAction returns, for a confirmation drawn by another component than the one asking. */
export type ConfirmedAction<A extends unknown[]> = ReturnType<typeof useConfirmedAction<A>>;
