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

/** Progress through the levels: `experience` counts towards the next level. */
export type LevelState = { level: number; experience: number; statPoints: number };

/**
 * Adds experience and applies every level-up it completes: each one spends that
 * level's requirement, gives 5 stat points (and refills health: `levelsGained > 0`).
 */
export const gainExperience = (state: LevelState, gained: number): LevelState & { levelsGained: number } => {
  let { level, experience, statPoints } = state;
  experience += Math.max(0, Math.floor(gained));
  let levelsGained = 0;
  while (level < rules.maxLevel && experience >= experienceForNextLevel(level)) {
    experience -= experienceForNextLevel(level);
    level += 1;
    statPoints += rules.levels.statPointsPerLevel;
    levelsGained += 1;
  }
  return { level, experience, statPoints, levelsGained };
};

export const statKeys = [
  'force',
  'intelligence',
  'dexterity',
  'endurance',
] as const satisfies readonly (keyof BaseStats)[];
export type StatKey = (typeof statKeys)[number];

/** add-stat: one point into one of the four stats (Stat enum order), or an error when no point is left. */
export const addStat = (
  state: { baseStats: BaseStats; statPoints: number },
  stat: number,
): { ok: true; baseStats: BaseStats; statPoints: number } | { ok: false; error: 'no-stat-points' | 'unknown-stat' } => {
  const key = statKeys[stat];
  if (key === undefined) return { ok: false, error: 'unknown-stat' };
  if (state.statPoints <= 0) return { ok: false, error: 'no-stat-points' };
  return {
    ok: true,
    baseStats: { ...state.baseStats, [key]: state.baseStats[key] + 1 },
    statPoints: state.statPoints - 1,
  };
};

/** An equipped item as the derived stats need it. */
export type EquippedItem = {
  slot: number;
  isShield: boolean;
  force: number;
  intelligence: number;
  dexterity: number;
  endurance: number;
  armor: number;
  minDmg: number;
  maxDmg: number;
};

/** Everything the stats panel and the battle engine derive from base stats, level and equipment. */
export type CombatStats = DerivedStats & {
  totals: BaseStats;
  fromItems: BaseStats;
  /** Percentages. */
  hitChance: number;
  dodgeChance: number;
  blockChance: number;
  critChance: number;
  critMultiplier: number;
};

const clampPercent = (value: number, max: number) => Math.max(0, Math.min(max, value));

/** Hit, dodge, block and crit chances (percent) from total stats; block only with a shield in weapon2. */
export const chances = (totals: BaseStats, hasShield: boolean) => {
  const { hitChance, dodgeChance, blockChance, critChance, critMultiplier } = rules.combat;
  return {
    hitChance: clampPercent(hitChance.base + hitChance.perIntelligence * totals.intelligence, hitChance.max),
    dodgeChance: clampPercent(dodgeChance.perDexterity * totals.dexterity, dodgeChance.max),
    blockChance: hasShield ? clampPercent(blockChance.perDexterity * totals.dexterity, blockChance.max) : 0,
    critChance,
    critMultiplier,
  };
};

/**
 * The character's stats with equipment: totals = base + items; health from totals;
 * damage = weapon1 (+ weapon2 when it is a weapon, not a shield) + floor(force / 2);
 * armour = sum of the items' armour.
 */
export const combatStats = (baseStats: BaseStats, level: number, equipped: readonly EquippedItem[]): CombatStats => {
  const fromItems = Object.fromEntries(
    statKeys.map((key) => [key, equipped.reduce((sum, item) => sum + item[key], 0)]),
  ) as BaseStats;
  const totals = Object.fromEntries(statKeys.map((key) => [key, baseStats[key] + fromItems[key]])) as BaseStats;
  const weapons = equipped.filter((item) => !item.isShield && (item.minDmg > 0 || item.maxDmg > 0));
  const hasShield = equipped.some((item) => item.isShield);
  return {
    healthPoints: maxHealth(totals, level),
    armor: Math.max(0, armor(equipped)),
    ...damage(Math.max(0, totals.force), weapons),
    totals,
    fromItems,
    ...chances(totals, hasShield),
  };
};
