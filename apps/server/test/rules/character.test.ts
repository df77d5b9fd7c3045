import { Stat } from '@rpg/contracts';
import { describe, expect, it } from 'vitest';
import { actionPointsAt } from '../../src/rules/action-points.ts';
import {
  addStat,
  armor,
  chances,
  combatStats,
  damage,
  derivedStats,
  experienceForNextLevel,
  gainExperience,
  maxHealth,
  startingCharacter,
} from '../../src/rules/character.ts';
import { rules } from '../../src/rules/config.ts';

describe('starting character (game-rules.md, Start)', () => {
  it('starts at level 1 with 0 xp, 100 base and 50 premium currency, 100 action points', () => {
    expect(startingCharacter()).toEqual({
      level: 1,
      experience: 0,
      baseCurrency: 100,
      premiumCurrency: 50,
      actionPoints: 100,
      baseStats: { force: 5, intelligence: 5, dexterity: 5, endurance: 5 },
      statPoints: 5,
      currentHealth: 115,
    });
  });

  it('returns a fresh object each time', () => {
    const a = startingCharacter();
    a.baseStats.force = 99;
    expect(startingCharacter().baseStats.force).toBe(5);
  });
});

describe('experienceForNextLevel = floor(100 * level^1.5)', () => {
  it.each([
    [1, 100],
    [2, 282],
    [3, 519],
    [4, 800],
    [10, 3162],
    [20, 8944],
  ])('level %i needs %i', (level, xp) => {
    expect(experienceForNextLevel(level)).toBe(xp);
  });

  it('grows with every level', () => {
    for (let level = 1; level < 200; level++) {
      expect(experienceForNextLevel(level + 1)).toBeGreaterThan(experienceForNextLevel(level));
    }
  });
});

describe('derived stats', () => {
  it('healthPoints = 50 + 10*endurance + 2*force + 5*level', () => {
    expect(maxHealth({ force: 5, endurance: 5 }, 1)).toBe(115);
    expect(maxHealth({ force: 0, endurance: 0 }, 1)).toBe(55);
    expect(maxHealth({ force: 12, endurance: 20 }, 7)).toBe(50 + 200 + 24 + 35);
  });

  it('damage = weapons + floor(force / 2); none without a weapon', () => {
    expect(damage(5)).toEqual({ minDmg: 2, maxDmg: 2 });
    expect(damage(0)).toEqual({ minDmg: 0, maxDmg: 0 });
    expect(damage(11, [{ minDmg: 3, maxDmg: 7 }])).toEqual({ minDmg: 8, maxDmg: 12 });
    expect(
      damage(4, [
        { minDmg: 1, maxDmg: 2 },
        { minDmg: 2, maxDmg: 4 },
      ]),
    ).toEqual({ minDmg: 5, maxDmg: 8 });
  });

  it('armor is 0 without items, else their sum', () => {
    expect(armor()).toBe(0);
    expect(armor([{ armor: 3 }, { armor: 4 }])).toBe(7);
  });

  it('matches the starting character of the contract fixtures', () => {
    expect(derivedStats({ force: 5, intelligence: 5, dexterity: 5, endurance: 5 }, 1)).toEqual({
      healthPoints: 115,
      armor: 0,
      minDmg: 2,
      maxDmg: 2,
    });
  });
});

describe('action point regeneration (1 per 3 minutes, max 100, from timestamps)', () => {
  const t0 = new Date('2026-01-01T12:00:00Z');
  const after = (ms: number) => new Date(t0.getTime() + ms);
  const minute = 60_000;

  it('keeps a full bar full, and restarts the clock at now', () => {
    expect(actionPointsAt({ points: 100, updatedAt: t0 }, after(60 * minute))).toEqual({
      points: 100,
      updatedAt: after(60 * minute),
    });
  });

  it('adds one point per whole 3 minutes and keeps the partial progress', () => {
    expect(actionPointsAt({ points: 10, updatedAt: t0 }, after(2 * minute + 59_999))).toEqual({
      points: 10,
      updatedAt: t0,
    });
    expect(actionPointsAt({ points: 10, updatedAt: t0 }, after(3 * minute))).toEqual({
      points: 11,
      updatedAt: after(3 * minute),
    });
    expect(actionPointsAt({ points: 10, updatedAt: t0 }, after(10 * minute))).toEqual({
      points: 13,
      updatedAt: after(9 * minute),
    });
  });

  it('stops at the maximum', () => {
    expect(actionPointsAt({ points: 0, updatedAt: t0 }, after(300 * minute)).points).toBe(100);
    expect(actionPointsAt({ points: 0, updatedAt: t0 }, after(297 * minute)).points).toBe(99);
    expect(actionPointsAt({ points: 95, updatedAt: t0 }, after(10_000 * minute))).toEqual({
      points: rules.actionPoints.max,
      updatedAt: after(10_000 * minute),
    });
  });

  it('regenerates nothing when the clock goes backwards', () => {
    expect(actionPointsAt({ points: 40, updatedAt: t0 }, after(-30 * minute))).toEqual({ points: 40, updatedAt: t0 });
  });

  it('is the same whether read once or in steps (no drift)', () => {
    let state = { points: 0, updatedAt: t0 };
    for (let m = 1; m <= 200; m++) state = actionPointsAt(state, after(m * minute + 1234));
    expect(state).toEqual(actionPointsAt({ points: 0, updatedAt: t0 }, after(200 * minute + 1234)));
  });
});

describe('level-ups (5 stat points each)', () => {
  it('applies every level the experience completes and keeps the rest', () => {
    expect(gainExperience({ level: 1, experience: 90, statPoints: 0 }, 20)).toEqual({
      level: 2,
      experience: 10,
      statPoints: 5,
      levelsGained: 1,
    });
    // 100 (level 1) + 282 (level 2) = 382 -> level 3 with 18 left.
    expect(gainExperience({ level: 1, experience: 0, statPoints: 2 }, 400)).toEqual({
      level: 3,
      experience: 18,
      statPoints: 12,
      levelsGained: 2,
    });
    expect(gainExperience({ level: 4, experience: 0, statPoints: 0 }, 799).levelsGained).toBe(0);
  });
});

describe('add-stat', () => {
  const base = { force: 5, intelligence: 5, dexterity: 5, endurance: 5 };
  it.each([
    [Stat.Force, 'force'],
    [Stat.Intelligence, 'intelligence'],
    [Stat.Dexterity, 'dexterity'],
    [Stat.Endurance, 'endurance'],
  ] as const)('stat %i raises %s by one and spends a point', (stat, key) => {
    const result = addStat({ baseStats: base, statPoints: 1 }, stat);
    expect(result).toEqual({ ok: true, baseStats: { ...base, [key]: 6 }, statPoints: 0 });
  });

  it('refuses without points, and an unknown stat', () => {
    expect(addStat({ baseStats: base, statPoints: 0 }, Stat.Force)).toEqual({ ok: false, error: 'no-stat-points' });
    expect(addStat({ baseStats: base, statPoints: 3 }, 7)).toEqual({ ok: false, error: 'unknown-stat' });
  });
});

describe('combat stats with equipment', () => {
  const sword = {
    slot: 3,
    isShield: false,
    force: 1,
    intelligence: 0,
    dexterity: 0,
    endurance: 0,
    armor: 0,
    minDmg: 3,
    maxDmg: 7,
  };
  const dagger = { ...sword, slot: 4, force: 0, dexterity: 1, minDmg: 1, maxDmg: 3 };
  const shield = { ...sword, slot: 4, isShield: true, force: 0, endurance: 2, armor: 4, minDmg: 0, maxDmg: 0 };
  const shirt = { ...sword, slot: 2, force: 0, armor: 2, minDmg: 0, maxDmg: 0 };
  const base = { force: 10, intelligence: 10, dexterity: 10, endurance: 10 };

  it('adds weapon1 and a weapon2 weapon to floor(force / 2); a shield adds no damage but block', () => {
    const dual = combatStats(base, 3, [sword, dagger, shirt]);
    expect(dual.totals).toEqual({ force: 11, intelligence: 10, dexterity: 11, endurance: 10 });
    expect(dual).toMatchObject({ minDmg: 4 + 5, maxDmg: 10 + 5, armor: 2, blockChance: 0 });
    const guarded = combatStats(base, 3, [sword, shield, shirt]);
    expect(guarded).toMatchObject({ minDmg: 3 + 5, maxDmg: 7 + 5, armor: 6, blockChance: 10 });
    expect(guarded.healthPoints).toBe(50 + 10 * 12 + 2 * 11 + 5 * 3);
  });

  it('hit = 80 + 0.5 * intelligence (cap 95), dodge = 0.5 * dexterity (cap 25), block = dexterity (cap 40), crit 5 x1.5', () => {
    expect(chances({ force: 0, intelligence: 10, dexterity: 10, endurance: 0 }, true)).toEqual({
      hitChance: 85,
      dodgeChance: 5,
      blockChance: 10,
      critChance: 5,
      critMultiplier: 1.5,
    });
    expect(chances({ force: 0, intelligence: 100, dexterity: 100, endurance: 0 }, true)).toMatchObject({
      hitChance: 95,
      dodgeChance: 25,
      blockChance: 40,
    });
    expect(chances({ force: 0, intelligence: 0, dexterity: 30, endurance: 0 }, false)).toMatchObject({
      hitChance: 80,
      blockChance: 0,
    });
  });
});
