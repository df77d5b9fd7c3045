import { rules } from './config.ts';

export type ActionPointsState = {
  /** Points stored at `updatedAt`. */
  points: number;
  /** When `points` was last written (the regeneration clock starts there). */
  updatedAt: Date;
};

/**
 * Action points at `now`, regenerated from the stored value and its timestamp
 * (1 point per 3 minutes, or per 2 minutes while premium time lasts, at most 100).
 * Also returns the regeneration anchor to store with them when they are spent: it
 * keeps the partial progress towards the next point, and is `now` when the points
 * are full (nothing accrues at the cap). A clock that went backwards regenerates
 * nothing. `premiumUntil`: the end of the player's premium time (null: none); the
 * premium rate applies from `updatedAt` up to it, so store the points (read them
 * with this function) when premium time is bought.
 */
export const actionPointsAt = (
  state: ActionPointsState,
  now: Date,
  premiumUntil: Date | null = null,
): ActionPointsState => {
  const { max, regenerationMs, premiumRegenerationMs } = rules.actionPoints;
  if (state.points >= max) return { points: state.points, updatedAt: now };
  const from = state.updatedAt.getTime();
  const elapsed = Math.max(0, now.getTime() - from);
  if (elapsed >= max * regenerationMs) return { points: max, updatedAt: now };
  const premiumMs = premiumUntil === null ? 0 : Math.min(elapsed, Math.max(0, premiumUntil.getTime() - from));
  const normalMs = elapsed - premiumMs;
  // Whole points, in integers: premiumMs / premiumRegenerationMs + normalMs / regenerationMs.
  const gained = Math.floor(
    (premiumMs * regenerationMs + normalMs * premiumRegenerationMs) / (premiumRegenerationMs * regenerationMs),
  );
  if (state.points + gained >= max) return { points: max, updatedAt: now };
  // The anchor: the moment the last gained point completed (partial progress is kept).
  const consumedMs =
    gained * premiumRegenerationMs <= premiumMs
      ? gained * premiumRegenerationMs
      : premiumMs + Math.ceil(((gained * premiumRegenerationMs - premiumMs) * regenerationMs) / premiumRegenerationMs);
  return { points: state.points + gained, updatedAt: new Date(from + consumedMs) };
};

/** Spends `cost` points read at `now`; null when there are too few (409 not-enough-action-points). */
export const spendActionPoints = (
  state: ActionPointsState,
  cost: number,
  now: Date,
  premiumUntil: Date | null = null,
): ActionPointsState | null => {
  const current = actionPointsAt(state, now, premiumUntil);
  if (current.points < cost) return null;
  // Spending from a full bar starts the regeneration clock now.
  return { points: current.points - cost, updatedAt: current.updatedAt };
};
