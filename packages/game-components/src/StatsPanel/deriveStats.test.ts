import { buildSeasonedStats, buildStats, Stat } from '@rpg/contracts';
import { describe, expect, it } from 'vitest';
import { deriveStats, ruleHealthPoints } from './deriveStats.ts';

describe('deriveStats', () => {
  it('adds the items to the base of each stat', () => {
    const derived = deriveStats(
      buildStats({ baseForce: 10, forceFromItems: 3, baseDexterity: 8, dexterityFromItems: -2 }),
    );
    expect(derived.force).toEqual({ stat: Stat.Force, base: 10, fromItems: 3, total: 13 });
    expect(derived.dexterity.total).toBe(6);
  });

  it('computes the chances the server leaves out by game-rules.md', () => {
    const derived = deriveStats(buildStats({ baseIntelligence: 10, baseDexterity: 10 }), { hasShield: true });
    expect(derived.hitChance).toBe(85);
    expect(derived.dodgeChance).toBe(5);
    expect(derived.blockChance).toBe(10);
    expect(derived.critChance).toBe(5);
    expect(derived.critMultiplier).toBe(1.5);
  });

  it('caps the chances', () => {
    const derived = deriveStats(buildStats({ baseIntelligence: 100, baseDexterity: 100 }), { hasShield: true });
    expect(derived.hitChance).toBe(95);
    expect(derived.dodgeChance).toBe(25);
    expect(derived.blockChance).toBe(40);
  });

  it('blocks only with a shield', () => {
    expect(deriveStats(buildStats({ baseDexterity: 20 })).blockChance).toBe(0);
    expect(deriveStats(buildStats({ baseDexterity: 20 }), { hasShield: false }).blockChance).toBe(0);
  });

  it('shows what the server sent rather than recomputing it', () => {
    const stats = buildSeasonedStats(3, { hitChance: 91, dodgeChance: 12, blockChance: 30, critChance: 7 });
    const derived = deriveStats(stats, { hasShield: true });
    expect(derived).toMatchObject({ hitChance: 91, dodgeChance: 12, blockChance: 30, critChance: 7 });
    expect(derived.maxHealth).toBe(stats.healthPoints);
    expect(derived.minDamage).toBe(stats.minDmg);
  });

  it('keeps current health within the maximum', () => {
    expect(deriveStats(buildStats({ currentHealthPoints: 500, healthPoints: 115 })).currentHealth).toBe(115);
  });

  it('knows the health formula', () => {
    // The starting character: 5/5/5/5 at level 1.
    expect(ruleHealthPoints(5, 5, 1)).toBe(115);
  });
});
