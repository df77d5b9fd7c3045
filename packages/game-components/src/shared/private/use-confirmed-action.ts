import type { ConfirmDialogProps } from '@rpg/design-system';
import { useCallback, useState } from 'react';
import { type PendingCallback, useBusy } from './pending.ts';

/** A component's useBusy, when the confirmed action shares its busy state with the component's other actions. */
type Busy<Key extends string> = Pick<ReturnType<typeof useBusy<Key>>, 'run' | 'isBusy'>;

/** What useConfirmedAction returns: the asking, the pending state, and the props of its ConfirmDialog. */
export interface ConfirmedAction<A extends unknown[]> {
  /** Opens the confirmation for these arguments (the item to sell, the quest to give up...). */
  ask: (...args: A) => void;
  /** The arguments last asked about, for the confirmation's text (kept while it closes). */
  asked: A | undefined;
  /** Runs the action at once, without asking (a free roll), pending as a confirmed run is. */
  run: (...args: A) => void;
  /** The action's Promise is running: the asking button and the confirm button show `loading`. */
  pending: boolean;
  /** Spread on the ConfirmDialog, which adds its texts: open, dismissed (not while pending), confirmed, busy. */
  dialog: Pick<ConfirmDialogProps, 'open' | 'onOpenChange' | 'onConfirm' | 'loading'>;
}

/**
 * The one 'Are you sure?' of the components (a purchase, a sale, giving up a quest...): `ask` opens the
 * confirmation, its confirm button runs the host's callback with the asked arguments through useBusy (pending
 * while its Promise runs, further presses ignored) and closes it once that settles, resolved or rejected (a
 * rejection is the host's to report); while it runs, the confirmation cannot be dismissed. With `shared`, the run
 * is `shared.key` of the component's own useBusy, so an `exclusive` one keeps it and the other actions apart.
 */
export function useConfirmedAction<A extends unknown[], Key extends string = 'confirm'>(
  action: PendingCallback<A> | undefined,
  shared?: { busy: Busy<Key>; key: Key },
): ConfirmedAction<A> {
  const own = useBusy<Key>();
  const { run: runBusy, isBusy } = shared?.busy ?? own;
  const key = shared?.key ?? ('confirm' as Key);
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState<A>();
  const pending = isBusy(key);

  const close = useCallback(() => setOpen(false), []);
  const run = useCallback(
    (...args: A) => runBusy(key, () => action?.(...args), { onSettled: close }),
    [runBusy, key, action, close],
  );
  const ask = useCallback((...args: A) => {
    setAsked(args);
    setOpen(true);
  }, []);

  return {
    ask,
    asked,
    run,
    pending,
    dialog: {
      open,
      onOpenChange: (next) => {
        if (!pending) setOpen(next);
      },
      onConfirm: () => {
        if (asked) run(...asked);
      },
      loading: pending,
    },
  };
}
