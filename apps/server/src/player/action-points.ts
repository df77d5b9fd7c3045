import type { CharacterRow } from '../db/types.ts';
import { AppError } from '../http/errors.ts';
import { spendActionPoints } from '../rules/action-points.ts';
import { actionPointsOf } from './view.ts';

/**
 * The action-point columns of the character after spending `cost` at `now` (regeneration and premium time
 * counted), to write with the rest of the action's change; too few answer 409 not-enough-action-points
 * and change nothing. `action` names what costs them in the message ("A fight", "Travelling there").
 */
export const spentActionPoints = (row: CharacterRow, cost: number, now: Date, action: string) => {
  const spent = spendActionPoints(
    { points: row.action_points, updatedAt: row.action_points_updated_at },
    cost,
    now,
    row.premium_until,
  );
  if (spent === null) {
    throw new AppError(
      'not-enough-action-points',
      `${action} needs ${cost} action points; you have ${actionPointsOf(row, now)}.`,
    );
  }
  return { action_points: spent.points, action_points_updated_at: spent.updatedAt };
};
