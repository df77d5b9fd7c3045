import { buildInventoryGameItem } from '@rpg/contracts/fixtures';
import { describe, expect, it } from 'vitest';
import { compareItems, overallTone } from './item-comparison.ts';

const stats = { force: 0, intelligence: 0, dexterity: 0, endurance: 0, armor: 0, minDmg: 0, maxDmg: 0 };
const item = (values: Partial<typeof stats>) => buildInventoryGameItem(1, { ...stats, ...values });

describe('compareItems', () => {
  it('lists every stat either item has, with the difference and its tone', () => {
    const rows = compareItems(item({ force: 3, minDmg: 4, maxDmg: 9 }), item({ armor: 2, minDmg: 5, maxDmg: 7 }));
    expect(rows).toEqual([
      { stat: 'force', value: [3], equipped: [0], change: [3], tone: 'better' },
      { stat: 'armor', value: [0], equipped: [2], change: [-2], tone: 'worse' },
      { stat: 'damage', value: [4, 9], equipped: [5, 7], change: [-1, 2], tone: 'mixed' },
    ]);
    expect(overallTone(rows)).toBe('mixed');
  });

  it('with nothing equipped every stat is a gain', () => {
    const rows = compareItems(item({ endurance: 2, armor: 5 }), null);
    expect(rows.map((row) => [row.stat, row.equipped, row.change, row.tone])).toEqual([
      ['endurance', undefined, [2], 'better'],
      ['armor', undefined, [5], 'better'],
    ]);
    expect(overallTone(rows)).toBe('better');
  });

  it('an identical item changes nothing; a weaker one is worse overall', () => {
    expect(overallTone(compareItems(item({ armor: 3 }), item({ armor: 3 })))).toBe('same');
    expect(overallTone(compareItems(item({ armor: 1, force: 1 }), item({ armor: 3, force: 1 })))).toBe('worse');
  });
});
