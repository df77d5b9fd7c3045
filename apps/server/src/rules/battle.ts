import { BattleResult, type Language, SkillSlotType } from '@rpg/contracts';
import {
  type BattleLogKind,
  battleLogTemplates,
  content,
  fill,
  localize,
  type MonsterDefinition,
  type SkillEffect,
  type Text,
} from '../content/index.ts';
import type { CombatStats } from './character.ts';
import { rules } from './config.ts';
import { createRng, type Rng } from './rng.ts';

/** An active skill in battle. */
export type BattleSkill = { id: string; slot: SkillSlotType; cooldown: number; effect: SkillEffect };

/** One side of a fight. Chances and lifesteal/vampirism are percentages. */
export type Combatant = {
  name: Text | string;
  hp: number;
  maxHp: number;
  minDmg: number;
  maxDmg: number;
  armor: number;
  hitChance: number;
  dodgeChance: number;
  blockChance: number;
  critChance: number;
  critMultiplier: number;
  /** Percent of the damage dealt healed back. */
  lifesteal: number;
  /** Percent of max health added to every utility heal. */
  vampirism: number;
  /** Up to 3 active skills (one per slot type). */
  skills: readonly BattleSkill[];
};

export type Side = 'attacker' | 'defender';
export type BattleEventKind = BattleLogKind;

/** One thing that happened; `actor` is the side whose turn it is. hp of both sides after it. */
export type BattleEvent = {
  round: number;
  actor: Side;
  kind: BattleEventKind;
  amount: number;
  attackerHp: number;
  defenderHp: number;
  skillId: string | null;
};

export type BattleOutcome = {
  /** 0 win, 1 loss, 2 draw (for the attacker). */
  result: BattleResult;
  events: BattleEvent[];
  seed: number;
  rounds: number;
  attackerHp: number;
  defenderHp: number;
  /** The localised log, when a language was given. */
  log?: BattleLogLine[];
};

export type BattleInput = {
  attacker: Combatant;
  defender: Combatant;
  seed: number;
  /** When given, the outcome also carries the localised log. */
  lang?: Language;
};

type Fighter = { c: Combatant; hp: number; readyAt: Map<string, number> };

const skillOf = (f: Fighter, slot: SkillSlotType, round: number): BattleSkill | undefined =>
  f.c.skills.slice(0, rules.combat.maxActiveSkills).find((s) => s.slot === slot && (f.readyAt.get(s.id) ?? 1) <= round);

const use = (f: Fighter, skill: BattleSkill, round: number) =>
  f.readyAt.set(skill.id, round + Math.max(1, skill.cooldown));

/** The part of a hit armour lets through. */
const afterArmor = (damage: number, armor: number): number => {
  const { armorFactor, maxArmorAbsorb, minDamage } = rules.combat;
  const absorbed = Math.min(maxArmorAbsorb, Math.max(0, armor) / (Math.max(0, armor) + armorFactor));
  return Math.max(minDamage, Math.round(damage * (1 - absorbed)));
};

/**
 * Simulates a fight turn by turn: each round the attacker acts, then the defender.
 * A turn: a ready utility skill heals a wounded actor; then an attack rolls hit,
 * dodge, block, damage (crit, offense skill, armour, defensive skill) and lifesteal.
 * Ends when a side drops to 0 hp (win/loss) or after 30 rounds (draw). Same input
 * and seed, same events.
 */
export const simulateBattle = ({ attacker, defender, seed, lang }: BattleInput): BattleOutcome => {
  const rng = createRng(seed);
  const sides: Record<Side, Fighter> = {
    attacker: { c: attacker, hp: clampHp(attacker.hp, attacker.maxHp), readyAt: new Map() },
    defender: { c: defender, hp: clampHp(defender.hp, defender.maxHp), readyAt: new Map() },
  };
  const events: BattleEvent[] = [];
  const push = (round: number, actor: Side, kind: BattleEventKind, amount: number, skillId: string | null = null) =>
    events.push({
      round,
      actor,
      kind,
      amount,
      attackerHp: sides.attacker.hp,
      defenderHp: sides.defender.hp,
      skillId,
    });

  let round = 0;
  let result: BattleResult = BattleResult.Draw;
  const finished = () => sides.attacker.hp <= 0 || sides.defender.hp <= 0;
  if (sides.attacker.hp <= 0) result = BattleResult.Loss;
  else if (sides.defender.hp <= 0) result = BattleResult.Win;
  while (!finished() && round < rules.combat.maxRounds) {
    round += 1;
    for (const actor of ['attacker', 'defender'] as const) {
      takeTurn(sides, actor, round, rng, push);
      if (finished()) break;
    }
  }
  if (sides.defender.hp <= 0 && sides.attacker.hp > 0) result = BattleResult.Win;
  else if (sides.attacker.hp <= 0) result = BattleResult.Loss;
  const endKind: BattleEventKind = result === BattleResult.Win ? 'win' : result === BattleResult.Loss ? 'loss' : 'draw';
  push(round, 'attacker', endKind, 0);
  const outcome: BattleOutcome = {
    result,
    events,
    seed: rng.seed,
    rounds: round,
    attackerHp: sides.attacker.hp,
    defenderHp: sides.defender.hp,
  };
  if (lang !== undefined)
    outcome.log = renderBattleLog(events, lang, { attacker: attacker.name, defender: defender.name });
  return outcome;
};

const clampHp = (hp: number, maxHp: number) => Math.max(0, Math.min(Math.floor(hp), Math.floor(maxHp)));

const takeTurn = (
  sides: Record<Side, Fighter>,
  actor: Side,
  round: number,
  rng: Rng,
  push: (round: number, actor: Side, kind: BattleEventKind, amount: number, skillId?: string | null) => void,
) => {
  const me = sides[actor];
  const foe = sides[actor === 'attacker' ? 'defender' : 'attacker'];
  const { c } = me;

  // Utility: heal when wounded.
  const utility = me.hp < c.maxHp ? skillOf(me, SkillSlotType.Utility, round) : undefined;
  if (utility !== undefined && utility.effect.healPercent > 0) {
    const heal = Math.min(
      c.maxHp - me.hp,
      Math.max(1, Math.round((c.maxHp * (utility.effect.healPercent + Math.max(0, c.vampirism))) / 100)),
    );
    me.hp += heal;
    use(me, utility, round);
    push(round, actor, 'heal', heal, utility.id);
  }

  if (!rng.percent(c.hitChance)) return push(round, actor, 'miss', 0);
  if (rng.percent(foe.c.dodgeChance)) return push(round, actor, 'dodge', 0);
  if (rng.percent(foe.c.blockChance)) return push(round, actor, 'block', 0);

  let damage = rng.int(Math.max(0, Math.floor(c.minDmg)), Math.max(0, Math.floor(c.maxDmg)));
  let kind: BattleEventKind = 'hit';
  let skillId: string | null = null;
  if (rng.percent(c.critChance)) {
    damage = damage * c.critMultiplier;
    kind = 'crit';
  }
  const offense = skillOf(me, SkillSlotType.Offense, round);
  if (offense !== undefined) {
    damage = damage * (1 + offense.effect.bonusDamagePercent / 100) + offense.effect.bonusDamage;
    use(me, offense, round);
    kind = 'skill';
    skillId = offense.id;
  }
  damage = afterArmor(damage, foe.c.armor);
  const defensive = skillOf(foe, SkillSlotType.Defensive, round);
  if (defensive !== undefined) {
    damage = Math.round(damage * (1 - Math.min(100, defensive.effect.damageReductionPercent) / 100));
    use(foe, defensive, round);
  }
  damage = Math.min(foe.hp, Math.max(0, damage));
  foe.hp -= damage;
  if (defensive !== undefined) {
    // The guard replaces the plain hit line; an offense skill that fired still shows first.
    if (kind === 'skill') push(round, actor, kind, damage, skillId);
    push(round, actor, 'guard', damage, defensive.id);
    if (defensive.effect.healPercent > 0 && foe.hp > 0) {
      const heal = Math.min(foe.c.maxHp - foe.hp, Math.round((foe.c.maxHp * defensive.effect.healPercent) / 100));
      if (heal > 0) {
        foe.hp += heal;
        push(round, actor === 'attacker' ? 'defender' : 'attacker', 'heal', heal, defensive.id);
      }
    }
  } else {
    push(round, actor, kind, damage, skillId);
  }

  if (c.lifesteal > 0 && damage > 0 && me.hp < c.maxHp) {
    const stolen = Math.min(c.maxHp - me.hp, Math.floor((damage * c.lifesteal) / 100));
    if (stolen > 0) {
      me.hp += stolen;
      push(round, actor, 'lifesteal', stolen);
    }
  }
};

/** A monster as a combatant (full health, no skills). */
export const monsterCombatant = (monster: MonsterDefinition): Combatant => ({
  name: monster.name,
  hp: monster.hp,
  maxHp: monster.hp,
  minDmg: monster.minDmg,
  maxDmg: monster.maxDmg,
  armor: monster.armor,
  hitChance: rules.combat.monsterHitChance,
  dodgeChance: monster.dodge,
  blockChance: 0,
  critChance: rules.combat.critChance,
  critMultiplier: rules.combat.critMultiplier,
  lifesteal: 0,
  vampirism: 0,
  skills: [],
});

/** A character as a combatant: its combat stats, current health and active skills (content ids). */
export const characterCombatant = (input: {
  name: string;
  stats: CombatStats;
  currentHealth: number;
  lifesteal?: number;
  vampirism?: number;
  activeSkillIds: readonly string[];
}): Combatant => ({
  name: input.name,
  hp: Math.min(input.currentHealth, input.stats.healthPoints),
  maxHp: input.stats.healthPoints,
  minDmg: input.stats.minDmg,
  maxDmg: input.stats.maxDmg,
  armor: input.stats.armor,
  hitChance: input.stats.hitChance,
  dodgeChance: input.stats.dodgeChance,
  blockChance: input.stats.blockChance,
  critChance: input.stats.critChance,
  critMultiplier: input.stats.critMultiplier,
  lifesteal: input.lifesteal ?? 0,
  vampirism: input.vampirism ?? 0,
  skills: input.activeSkillIds.flatMap((id) => {
    const skill = content.skills.find(id);
    return skill === undefined
      ? []
      : [{ id: skill.id, slot: skill.slot, cooldown: skill.cooldown, effect: skill.effect }];
  }),
});

/** One line of the contract's battle log. */
export type BattleLogLine = { logString: string; imagePath: string };

/**
 * The events as localised log lines (content/battle-log.ts templates); imagePath is the
 * icon of the skill that fired, else empty.
 */
export const renderBattleLog = (
  events: readonly BattleEvent[],
  lang: Language,
  names: { attacker: Text | string; defender: Text | string },
): BattleLogLine[] => {
  const nameOf = (side: Side) => {
    const name = names[side];
    return typeof name === 'string' ? name : localize(name, lang);
  };
  return events.map((event) => {
    const other: Side = event.actor === 'attacker' ? 'defender' : 'attacker';
    const skill = event.skillId === null ? undefined : content.skills.find(event.skillId);
    return {
      logString: fill(localize(battleLogTemplates[event.kind], lang), {
        attacker: nameOf(event.actor),
        defender: nameOf(other),
        amount: event.amount,
        skill: skill === undefined ? '' : localize(skill.name, lang),
      }),
      imagePath: skill?.image ?? '',
    };
  });
};
