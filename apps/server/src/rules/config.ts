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
    /** With premium time: one point every 2 minutes. */
    premiumRegenerationMs: 2 * 60 * 1000,
    costs: { monsterFight: 10, arenaFight: 5 },
  },
  /** Most levels a character can reach (the experience curve goes on; this only bounds loops). */
  maxLevel: 100,
  healthRegeneration: {
    /** Percent of max health regenerated per minute. */
    percentPerMinute: 1,
    minuteMs: 60 * 1000,
    /** Health left after a lost fight. */
    afterLoss: 1,
  },
  combat: {
    /** Hit chance = base + perIntelligence * intelligence, at most max (percent). */
    hitChance: { base: 80, perIntelligence: 0.5, max: 95 },
    /** Dodge = perDexterity * dexterity, at most max (percent). */
    dodgeChance: { perDexterity: 0.5, max: 25 },
    /** Block (only with a shield in weapon2) = perDexterity * dexterity, at most max (percent). */
    blockChance: { perDexterity: 1, max: 40 },
    critChance: 5,
    critMultiplier: 1.5,
    /** Monsters' hit chance (percent); their dodge comes from the content. */
    monsterHitChance: 85,
    /** Armour absorbs armor / (armor + armorFactor) of a hit, at most maxArmorAbsorb. */
    armorFactor: 50,
    maxArmorAbsorb: 0.75,
    /** A landed hit always does at least this much (before a defensive skill). */
    minDamage: 1,
    maxRounds: 30,
    maxActiveSkills: 3,
  },
  items: {
    /** Rarity scales stats and price: common, uncommon, rare. */
    rarityMultipliers: [1, 1.3, 1.7],
    /** Weights of rolling common, uncommon, rare (shop stock, loot). */
    rarityWeights: [70, 22, 8],
    /** Sell value, percent of the buy price. */
    sellPercent: 25,
    backpackSlots: 20,
  },
  shop: {
    stockSize: 6,
    /** Stock is drawn from items of level (player - levelsBelow) to (player + levelsAbove). */
    levelsBelow: 5,
    levelsAbove: 2,
    /** Rerolling a vendor's stock costs rerollPricePerLevel * level base currency. */
    rerollPricePerLevel: 5,
    /** Forgetting a skill refunds this percent of its price. */
    skillRefundPercent: 50,
  },
  loot: {
    /** Chance of an item after a won monster fight, percent. */
    itemChance: 30,
    /** A win's gold varies by this percent around the monster's basis; experience is exact. */
    goldSpreadPercent: 20,
  },
  monsters: {
    /** Monsters offered at a time, and the nearest-level pool they are drawn from. */
    offered: 3,
    poolSize: 5,
    /** Monster rolls a day, refilled at midnight UTC. */
    dailyRolls: 5,
  },
  /** Danger word by monster level minus player level: up to easyMax easy, up to fairMax fair, up to hardMax hard, else deadly. */
  danger: { easyMax: -3, fairMax: 1, hardMax: 4 },
  quests: {
    offered: 3,
    /** Rewards per required unit: (base + perLevel * level) * amount * template factor. */
    goldPerUnit: { base: 6, perLevel: 2 },
    xpPerUnit: { base: 8, perLevel: 3 },
    /** Percent chance of a premium currency reward, and its range. */
    premiumChance: 10,
    premiumRange: [1, 3],
    /** Percent chance of an item reward (an equipment item near the level). */
    itemChance: 15,
    /** One free roll per this many ms; otherwise a roll costs rollPremiumPrice. */
    freeRollEveryMs: 60 * 60 * 1000,
    rollPremiumPrice: 1,
  },
  adventures: {
    /** Rewards grow by this fraction per level above the adventure's minimum level. */
    levelScale: 0.1,
    minDurationMinutes: 1,
    maxDurationMinutes: 30,
    /** Adventures offered at a time (the highest the level unlocks). */
    offered: 6,
  },
  arena: {
    opponents: 5,
    /** Opponents are drawn from the nearest this many players by honour. */
    poolSize: 10,
    honourWin: 10,
    honourLoss: 5,
    rollEveryMs: 60 * 1000,
  },
  premium: {
    timePrice: 100,
    timeMs: 7 * 24 * 60 * 60 * 1000,
  },
  ranking: { pageSize: 10 },
} as const;
