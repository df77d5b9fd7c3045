import type { FightResult } from '@rpg/contracts';

/** Both sides' health after one step of the replay: step 0 is the start, step i is after action i. */
export interface ReplayStep {
  player: number;
  monster: number;
}

export interface ReplayTimeline {
  /** The health each side starts with (the bars' maximum). */
  max: ReplayStep;
  steps: readonly ReplayStep[];
  /** Who each action struck and for how much (null: a miss, a dodge, no damage). */
  hits: ReadonlyArray<{ target: 'player' | 'monster'; damage: number } | null>;
}

/** The replay's states, straight from the log: each action carries both sides' health after it. */
export function replayTimeline(fight: Pick<FightResult, 'actions' | 'myMaxHealth' | 'enemyMaxHealth'>): ReplayTimeline {
  const max = { player: fight.myMaxHealth, monster: fight.enemyMaxHealth };
  const steps: ReplayStep[] = [max];
  const hits: Array<{ target: 'player' | 'monster'; damage: number } | null> = [];
  for (const action of fight.actions) {
    const before = steps[steps.length - 1] ?? max;
    const after = { player: action.myHealth, monster: action.enemyHealth };
    const target = action.side === 'me' ? 'monster' : 'player';
    const damage = before[target] - after[target];
    hits.push(damage > 0 ? { target, damage } : null);
    steps.push(after);
  }
  return { max, steps, hits };
}
