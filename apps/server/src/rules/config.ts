/**
 * Every number of the game rules (game-rules.md), in one place. Tune here; the
 * formulas in this folder read nothing else.
 */
export const rules = {
  start: {
    level: 1,
    experience: 0,
    baseCurrency: 100,
    premiumCurrency: 50,
    actionPoints: 100,
    stats: { force: 5, intelligence: 5, dexterity: 5, endurance: 5 },
    statPoints: 5,
  },
  levels: {
    /** Experience needed for the next level: floor(base * level^exponent). */
    experienceBase: 100,
    experienceExponent: 1.5,
    statPointsPerLevel: 5,
  },
  health: {
    base: 50,
    perEndurance: 10,
    perForce: 2,
    perLevel: 5,
  },
  damage: {
    /** Damage from force: floor(force / forceDivisor), added to the weapon's min and max. */
    forceDivisor: 2,
  },
  actionPoints: {
    max: 100,
    /** One point regenerates every this many milliseconds (3 minutes). */
    regenerationMs: 3 * 60 * 1000,
  },
} as const;
