import type { InventoryGameItem } from '@rpg/contracts';

/** The stats an item's details list, in their order; damage is the min-max range. */
export const comparedStats = ['force', 'intelligence', 'dexterity', 'endurance', 'armor', 'damage'] as const;
export type ComparedStat = (typeof comparedStats)[number];

/** Better: more of it; worse: less; mixed: damage with one end up and the other down; same: no change. */
export type ComparisonTone = 'better' | 'worse' | 'mixed' | 'same';

export interface StatComparison {
  stat: ComparedStat;
  /** The item's value (damage: its min and max). */
  value: readonly [number] | readonly [number, number];
  /** The equipped item's value; `undefined` when nothing is equipped. */
  equipped: readonly [number] | readonly [number, number] | undefined;
  /** The item's value less the equipped one's (each end for damage). */
  change: readonly [number] | readonly [number, number];
  tone: ComparisonTone;
}

type StatSource = Pick<
  InventoryGameItem,
  'force' | 'intelligence' | 'dexterity' | 'endurance' | 'armor' | 'minDmg' | 'maxDmg'
>;

const statValue = (item: StatSource, stat: ComparedStat): readonly [number] | readonly [number, number] =>
  stat === 'damage' ? [item.minDmg, item.maxDmg] : [item[stat]];

const toneOf = (change: readonly number[]): ComparisonTone => {
  const up = change.some((delta) => delta > 0);
  const down = change.some((delta) => delta < 0);
  if (up && down) return 'mixed';
  if (up) return 'better';
  if (down) return 'worse';
  return 'same';
};

/**
 * An item's stats side by side with the item equipped in its slot (`null`: nothing is equipped,
 * so every stat is a gain): every stat either of them has, each with the difference and its tone.
 */
export function compareItems(item: StatSource, equipped: StatSource | null): StatComparison[] {
  return comparedStats.flatMap((stat): StatComparison[] => {
    const value = statValue(item, stat);
    const other = equipped === null ? undefined : statValue(equipped, stat);
    if (value.every((v) => v === 0) && (other === undefined || other.every((v) => v === 0))) return [];
    const change = value.map((v, index) => v - (other?.[index] ?? 0)) as unknown as StatComparison['change'];
    return [{ stat, value, equipped: other, change, tone: toneOf(change) }];
  });
}

/** The tone of the whole swap: better when no stat is worse, worse when none is better, otherwise mixed. */
export function overallTone(rows: readonly StatComparison[]): ComparisonTone {
  return toneOf(rows.flatMap((row) => (row.tone === 'mixed' ? [1, -1] : row.change.filter((delta) => delta !== 0))));
}
