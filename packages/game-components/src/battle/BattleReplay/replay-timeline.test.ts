import { fightResultFixtures } from '@rpg/contracts/fixtures';
import { describe, expect, it } from 'vitest';
import { replayTimeline } from './replay-timeline.ts';

describe('replayTimeline', () => {
  it('starts at full health and follows the health each action reports', () => {
    const fight = fightResultFixtures.win;
    const { steps, max } = replayTimeline(fight);
    expect(steps).toHaveLength(fight.actions.length + 1);
    expect(steps[0]).toEqual({ player: fight.myMaxHealth, monster: fight.enemyMaxHealth });
    expect(max).toEqual(steps[0]);
    expect(steps.at(-1)?.monster).toBe(0);
  });

  it('names who each action struck and for how much', () => {
    const fight = {
      myMaxHealth: 100,
      enemyMaxHealth: 50,
      actions: [
        { logString: 'a', imagePath: '', round: 1, side: 'me' as const, myHealth: 100, enemyHealth: 44 },
        { logString: 'b', imagePath: '', round: 1, side: 'enemy' as const, myHealth: 100, enemyHealth: 44 },
        { logString: 'c', imagePath: '', round: 2, side: 'enemy' as const, myHealth: 91, enemyHealth: 44 },
      ],
    };
    expect(replayTimeline(fight).hits).toEqual([
      { target: 'monster', damage: 6 },
      null,
      { target: 'player', damage: 9 },
    ]);
  });

  it('ends with the loser at 0 and, in a draw, nobody', () => {
    expect(replayTimeline(fightResultFixtures.loss).steps.at(-1)?.player).toBe(0);
    const draw = replayTimeline(fightResultFixtures.draw).steps.at(-1);
    expect(draw?.player).toBeGreaterThan(0);
    expect(draw?.monster).toBeGreaterThan(0);
  });
});
