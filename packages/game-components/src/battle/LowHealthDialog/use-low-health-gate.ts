import { useCallback, useState } from 'react';
import type { MaybePromise } from '../../shared/private/pending.ts';
import { type FightHealth, isLowHealth } from '../HealthLine/index.ts';

/**
 * Puts the low-health question before a fight: below 25% of maximum health, `fight(target)` opens
 * the dialog instead of fighting (`asked` is the target), and `fightAnyway` fights it; otherwise it
 * fights at once. Without a known health it never asks (the server does not refuse a hurt player).
 */
export function useLowHealthGate<T>(onFight: ((target: T) => MaybePromise) | undefined, health?: FightHealth) {
  const [asked, setAsked] = useState<T | null>(null);
  const fight = useCallback(
    (target: T): MaybePromise => {
      if (health && isLowHealth(health)) {
        setAsked(() => target);
        return undefined;
      }
      return onFight?.(target);
    },
    [onFight, health],
  );
  const fightAnyway = useCallback((): MaybePromise => {
    if (asked === null) return undefined;
    const result = onFight?.(asked);
    if (result instanceof Promise) return result.finally(() => setAsked(null));
    setAsked(null);
    return result;
  }, [asked, onFight]);
  const onOpenChange = useCallback((open: boolean) => {
    if (!open) setAsked(null);
  }, []);
  return { fight: onFight ? fight : undefined, asked, open: asked !== null, fightAnyway, onOpenChange } as const;
}
