import { rules } from './config.ts';

/** Current health and when it was written: health regenerates from that timestamp. */
export type HealthState = { current: number; updatedAt: Date };

/**
 * Health at `now`: 1% of max per minute from the stored value, never above max,
 * computed from timestamps (no background job). The returned anchor keeps partial
 * progress like action points do.
 */
export const healthAt = (state: HealthState, maxHealth: number, now: Date): HealthState => {
  if (maxHealth <= 0) return { current: 0, updatedAt: now };
  if (state.current >= maxHealth) return { current: maxHealth, updatedAt: now };
  const { percentPerMinute, minuteMs } = rules.healthRegeneration;
  const from = state.updatedAt.getTime();
  const elapsed = Math.max(0, now.getTime() - from);
  /** Milliseconds per point of health. */
  const perPoint = (minuteMs * 100) / (percentPerMinute * maxHealth);
  const gained = Math.floor(elapsed / perPoint);
  if (state.current + gained >= maxHealth) return { current: maxHealth, updatedAt: now };
  return { current: state.current + gained, updatedAt: new Date(from + Math.round(gained * perPoint)) };
};

/** Health after a fight: what was left, or 1 HP after a loss. */
export const healthAfterFight = (left: number, lost: boolean): number =>
  lost ? rules.healthRegeneration.afterLoss : Math.max(rules.healthRegeneration.afterLoss, left);

/** Premium time is active at `now`. */
export const isPremium = (premiumUntil: Date | null, now: Date): boolean =>
  premiumUntil !== null && premiumUntil.getTime() > now.getTime();

/**
 * Buying premium time: costs 100 premium currency and adds 7 days, from its current
 * end when it is still running, else from now. null when the player cannot pay.
 */
export const buyPremiumTime = (
  premiumCurrency: number,
  premiumUntil: Date | null,
  now: Date,
): { premiumCurrency: number; premiumUntil: Date; price: number } | null => {
  const { timePrice, timeMs } = rules.premium;
  if (premiumCurrency < timePrice) return null;
  const from = isPremium(premiumUntil, now) && premiumUntil !== null ? premiumUntil.getTime() : now.getTime();
  return { premiumCurrency: premiumCurrency - timePrice, premiumUntil: new Date(from + timeMs), price: timePrice };
};

/** Midnight UTC that starts the day of `date`. */
export const utcDayStart = (date: Date): Date =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

/** Daily monster rolls and when they were last refilled. */
export type DailyRollsState = { rolls: number; refilledAt: Date };

/** The rolls at `now`: refilled to 5 when a midnight UTC has passed since the last refill. */
export const monsterRollsAt = (state: DailyRollsState, now: Date): DailyRollsState =>
  utcDayStart(now).getTime() > utcDayStart(state.refilledAt).getTime()
    ? { rolls: rules.monsters.dailyRolls, refilledAt: now }
    : state;

/** Spends one monster roll at `now`; null when none is left today. */
export const spendMonsterRoll = (state: DailyRollsState, now: Date): DailyRollsState | null => {
  const current = monsterRollsAt(state, now);
  return current.rolls > 0 ? { rolls: current.rolls - 1, refilledAt: current.refilledAt } : null;
};

/** Milliseconds until `lastAt + everyMs` (0 when it is due or there was none). */
export const waitUntilDue = (lastAt: Date | null, everyMs: number, now: Date): number =>
  lastAt === null ? 0 : Math.max(0, lastAt.getTime() + everyMs - now.getTime());
