import { type ToastApi, useToast } from '@rpg/design-system';
import { useCallback } from 'react';
import { isThenable } from './pending.ts';

/** The host's toasts, or none outside a ToastProvider (a story that shows no answers). */
function useToastIfProvided(): ToastApi | null {
  try {
    // biome-ignore lint/correctness/useHookAtTopLevel: called on every render, in the same order; only its throw (no provider) is caught
    return useToast();
  } catch {
    return null;
  }
}

/**
 * The answer to a player's action that changed the game (bought, saved, learnt...): a success toast of
 * the host's ToastProvider (the app's, at its root), visible and announced, the one way the game says an
 * action is done. A failure is the host's to report (its own error toast): `answered` says done only when
 * the host's callback returned, or its Promise resolved.
 */
export function useAnswer() {
  const toast = useToastIfProvided();
  const answer = useCallback(
    (message: string) => {
      toast?.show({ tone: 'positive', message });
    },
    [toast],
  );
  /**
   * Wraps a host callback: once it is done (its Promise resolved, or it returned) the toast says
   * `message(args, value)` (no toast when that returns undefined, e.g. a refusal the screen shows itself).
   * A Promise is passed on (resolving to the same value), so a busy button still waits for it; a rejection
   * passes on untouched.
   */
  const answered = useCallback(
    <A extends unknown[]>(action: (...args: A) => unknown, message: (args: A, value: unknown) => string | undefined) =>
      (...args: A): Promise<unknown> | undefined => {
        const say = (value: unknown) => {
          const text = message(args, value);
          if (text) answer(text);
          return value;
        };
        const result = action(...args);
        if (isThenable(result)) return Promise.resolve(result).then(say);
        say(result);
        return undefined;
      },
    [answer],
  );
  return { answer, answered };
}
