import { Stat, type Stats } from '@rpg/contracts';

/** The rules of game-rules.md behind the derived values (used where the server sends none). */
export const statRules = {
  baseHitChance: 80,
  hitChancePerIntelligence: 0.5,
  maxHitChance: 95,
  dodgeChancePerDexterity: 0.5,
  maxDodgeChance: 25,
  blockChancePerDexterity: 1,
  maxBlockChance: 40,
  critChance: 5,
  critMultiplier: 1.5,
} as const;

/** Base + from-items of one primary stat. */
export interface StatTotal {
  stat: Stat;
  base: number;
  fromItems: number;
  total: number;
}

export interface DerivedStats {
  force: StatTotal;
  intelligence: StatTotal;
  dexterity: StatTotal;
  endurance: StatTotal;
  currentHealth: number;
  maxHealth: number;
  armor: number;
  minDamage: number;
  maxDamage: number;
  /** Percentages, 0 to 100. */
  hitChance: number;
  dodgeChance: number;
  /** 0 without a shield in weapon2. */
  blockChance: number;
  critChance: number;
  /** A damage multiplier, e.g. 1.5. */
  critMultiplier: number;
  lifesteal: number;
  vampirism: number;
}

const total = (stat: Stat, base: number, fromItems: number): StatTotal => ({
  stat,
  base,
  fromItems,
  total: Math.max(0, base + fromItems),
});

/** Health points by the rules: 50 + 10 * endurance + 2 * force + 5 * level. */
export const ruleHealthPoints = (endurance: number, force: number, level: number) =>
  50 + 10 * endurance + 2 * force + 5 * level;

/**
 * The values the stats panel shows. The server is the authority: what it sends (health,
 * armour, damage, the chances) is shown as sent; the chances it leaves out are computed
 * from the stat totals by game-rules.md. Block needs a shield in weapon2.
 */
export function deriveStats(stats: Stats, options: { hasShield?: boolean; level?: number } = {}): DerivedStats {
  const force = total(Stat.Force, stats.baseForce, stats.forceFromItems);
  const intelligence = total(Stat.Intelligence, stats.baseIntelligence, stats.intelligenceFromItems);
  const dexterity = total(Stat.Dexterity, stats.baseDexterity, stats.dexterityFromItems);
  const endurance = total(Stat.Endurance, stats.baseEndurance, stats.enduranceFromItems);
  const r = statRules;
  // The server's maximum; by the rule only when it sent none (0) and the level is known.
  const maxHealth =
    stats.healthPoints === 0 && options.level !== undefined
      ? ruleHealthPoints(endurance.total, force.total, options.level)
      : stats.healthPoints;
  const ruleBlock = Math.min(r.maxBlockChance, r.blockChancePerDexterity * dexterity.total);
  return {
    force,
    intelligence,
    dexterity,
    endurance,
    currentHealth: Math.min(stats.currentHealthPoints, maxHealth),
    maxHealth,
    armor: stats.armor,
    minDamage: stats.minDmg,
    maxDamage: Math.max(stats.minDmg, stats.maxDmg),
    hitChance:
      stats.hitChance ?? Math.min(r.maxHitChance, r.baseHitChance + r.hitChancePerIntelligence * intelligence.total),
    dodgeChance: stats.dodgeChance ?? Math.min(r.maxDodgeChance, r.dodgeChancePerDexterity * dexterity.total),
    blockChance: options.hasShield ? (stats.blockChance ?? ruleBlock) : 0,
    critChance: stats.critChance ?? r.critChance,
    critMultiplier: stats.critMultiplier ?? r.critMultiplier,
    lifesteal: stats.lifesteal,
    vampirism: stats.vampirism,
  };
}
