import { rules } from './config.ts';

export type ActionPointsState = {
  /** Points stored at `updatedAt`. */
  points: number;
  /** When `points` was last written (the regeneration clock starts there). */
  updatedAt: Date;
};

/**
 * Action points at `now`, regenerated from the stored value and its timestamp
 * (1 point per 3 minutes, at most 100). Also returns the regeneration anchor to
 * store with them when they are spent: it keeps the partial progress towards the
 * next point, and is `now` when the points are full (nothing accrues at the cap).
 * A clock that went backwards regenerates nothing.
 */
export const actionPointsAt = (state: ActionPointsState, now: Date): ActionPointsState => {
  const { max, regenerationMs } = rules.actionPoints;
  if (state.points >= max) return { points: state.points, updatedAt: now };
  const elapsed = Math.max(0, now.getTime() - state.updatedAt.getTime());
  const gained = Math.floor(elapsed / regenerationMs);
  if (state.points + gained >= max) return { points: max, updatedAt: now };
  return { points: state.points + gained, updatedAt: new Date(state.updatedAt.getTime() + gained * regenerationMs) };
};
