import { rules } from './config.ts';

export type BaseStats = { force: number; intelligence: number; dexterity: number; endurance: number };

/** What a brand-new character starts with (game-rules.md, Start), minus its name. */
export type StartingCharacter = {
  level: number;
  experience: number;
  baseCurrency: number;
  premiumCurrency: number;
  actionPoints: number;
  baseStats: BaseStats;
  statPoints: number;
  currentHealth: number;
};

export const experienceForNextLevel = (level: number): number =>
  Math.floor(rules.levels.experienceBase * level ** rules.levels.experienceExponent);

/** Maximum health: base + per endurance + per force + per level (totals, base + items). */
export const maxHealth = (stats: Pick<BaseStats, 'force' | 'endurance'>, level: number): number =>
  rules.health.base +
  rules.health.perEndurance * stats.endurance +
  rules.health.perForce * stats.force +
  rules.health.perLevel * level;

export type Weapon = { minDmg: number; maxDmg: number };

/** Damage range: the weapons' damage (none yet without items) plus floor(force / 2). */
export const damage = (force: number, weapons: readonly Weapon[] = []) => {
  const fromForce = Math.floor(force / rules.damage.forceDivisor);
  const minDmg = weapons.reduce((sum, weapon) => sum + weapon.minDmg, 0) + fromForce;
  const maxDmg = weapons.reduce((sum, weapon) => sum + weapon.maxDmg, 0) + fromForce;
  return { minDmg, maxDmg };
};

/** Armour: the sum of the equipped items' armour (0 without items). */
export const armor = (items: readonly { armor: number }[] = []) => items.reduce((sum, item) => sum + item.armor, 0);

export type DerivedStats = { healthPoints: number; armor: number; minDmg: number; maxDmg: number };

/** The values the server derives from total stats, level and equipment. */
export const derivedStats = (stats: BaseStats, level: number): DerivedStats => ({
  healthPoints: maxHealth(stats, level),
  armor: armor(),
  ...damage(stats.force),
});

export const startingCharacter = (): StartingCharacter => {
  const { start } = rules;
  const baseStats = { ...start.stats };
  return {
    level: start.level,
    experience: start.experience,
    baseCurrency: start.baseCurrency,
    premiumCurrency: start.premiumCurrency,
    actionPoints: start.actionPoints,
    baseStats,
    statPoints: start.statPoints,
    currentHealth: maxHealth(baseStats, start.level),
  };
};
