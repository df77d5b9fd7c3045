import { BattleResult, languages, SkillSlotType } from '@rpg/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { content } from '../../src/content/index.ts';
import {
  type BattleEvent,
  type Combatant,
  characterCombatant,
  monsterCombatant,
  renderBattleLog,
  simulateBattle,
} from '../../src/rules/battle.ts';
import { combatStats } from '../../src/rules/character.ts';

const dummy = (overrides: Partial<Combatant> = {}): Combatant => ({
  name: 'Dummy',
  hp: 100,
  maxHp: 100,
  minDmg: 5,
  maxDmg: 5,
  armor: 0,
  hitChance: 100,
  dodgeChance: 0,
  blockChance: 0,
  critChance: 0,
  critMultiplier: 1.5,
  lifesteal: 0,
  vampirism: 0,
  skills: [],
  ...overrides,
});

const skill = (id: string) => {
  const s = content.skills.get(id);
  return { id: s.id, slot: s.slot, cooldown: s.cooldown, effect: s.effect };
};

const combatant = fc.record({
  name: fc.constantFrom('Ala', 'Wolf'),
  hp: fc.integer({ min: 0, max: 400 }),
  maxHp: fc.integer({ min: 1, max: 400 }),
  minDmg: fc.integer({ min: 0, max: 30 }),
  maxDmg: fc.integer({ min: 0, max: 60 }),
  armor: fc.integer({ min: 0, max: 80 }),
  hitChance: fc.integer({ min: 0, max: 100 }),
  dodgeChance: fc.integer({ min: 0, max: 100 }),
  blockChance: fc.integer({ min: 0, max: 100 }),
  critChance: fc.integer({ min: 0, max: 100 }),
  critMultiplier: fc.constantFrom(1, 1.5, 2),
  lifesteal: fc.integer({ min: 0, max: 100 }),
  vampirism: fc.integer({ min: 0, max: 50 }),
  skills: fc
    .subarray(
      content.skills.all.map((s) => s.id),
      { maxLength: 3 },
    )
    .map((ids) => ids.map(skill)),
});

describe('battle engine: exact outcomes', () => {
  it('a sure hitter with 5 damage beats 20 hp in 4 rounds', () => {
    const outcome = simulateBattle({
      attacker: dummy(),
      defender: dummy({ hp: 20, maxHp: 20, hitChance: 0 }),
      seed: 1,
    });
    expect(outcome.result).toBe(BattleResult.Win);
    expect(outcome.rounds).toBe(4);
    expect(outcome.defenderHp).toBe(0);
    expect(outcome.events.filter((e) => e.kind === 'hit')).toHaveLength(4);
    expect(outcome.events.at(-1)).toMatchObject({ kind: 'win', actor: 'attacker' });
  });

  it('nobody hitting is a draw after 30 rounds', () => {
    const outcome = simulateBattle({ attacker: dummy({ hitChance: 0 }), defender: dummy({ hitChance: 0 }), seed: 7 });
    expect(outcome.result).toBe(BattleResult.Draw);
    expect(outcome.rounds).toBe(30);
    expect(outcome.events.filter((e) => e.kind === 'miss')).toHaveLength(60);
    expect(outcome.events.at(-1)?.kind).toBe('draw');
  });

  it('the defender striking last is a loss for the attacker', () => {
    const outcome = simulateBattle({ attacker: dummy({ hp: 5, hitChance: 0 }), defender: dummy(), seed: 3 });
    expect(outcome.result).toBe(BattleResult.Loss);
    expect(outcome.attackerHp).toBe(0);
  });

  it('armour absorbs armor / (armor + 50) of a hit, at least 1 damage', () => {
    const hits = (armor: number, dmg: number) =>
      simulateBattle({
        attacker: dummy({ minDmg: dmg, maxDmg: dmg }),
        defender: dummy({ armor, hitChance: 0 }),
        seed: 1,
      }).events[0]?.amount;
    expect(hits(50, 10)).toBe(5);
    expect(hits(0, 10)).toBe(10);
    expect(hits(1000, 10)).toBe(3);
    expect(hits(50, 1)).toBe(1);
  });

  it('dodge and block stop a hit; a crit multiplies it by 1.5', () => {
    const first = (defender: Partial<Combatant>, attacker: Partial<Combatant> = {}) =>
      simulateBattle({ attacker: dummy(attacker), defender: dummy({ hitChance: 0, ...defender }), seed: 1 }).events[0];
    expect(first({ dodgeChance: 100 })).toMatchObject({ kind: 'dodge', amount: 0 });
    expect(first({ blockChance: 100 })).toMatchObject({ kind: 'block', amount: 0 });
    expect(first({}, { critChance: 100, minDmg: 10, maxDmg: 10 })).toMatchObject({ kind: 'crit', amount: 15 });
  });

  it('skills fire by cooldown: offense adds damage, defensive reduces it, utility heals', () => {
    const strike = simulateBattle({
      attacker: dummy({ minDmg: 10, maxDmg: 10, skills: [skill('skill.power-strike')] }),
      defender: dummy({ hp: 1000, maxHp: 1000, hitChance: 0 }),
      seed: 1,
    });
    const attacks = strike.events.filter((e) => e.actor === 'attacker' && ['hit', 'skill'].includes(e.kind));
    // Power strike: +50%, cooldown 3 -> rounds 1, 4, 7...
    expect(attacks.slice(0, 4).map((e) => [e.kind, e.amount])).toEqual([
      ['skill', 15],
      ['hit', 10],
      ['hit', 10],
      ['skill', 15],
    ]);
    expect(attacks[0]?.skillId).toBe('skill.power-strike');

    const parry = simulateBattle({
      attacker: dummy({ minDmg: 10, maxDmg: 10 }),
      defender: dummy({ hp: 1000, maxHp: 1000, hitChance: 0, skills: [skill('skill.parry')] }),
      seed: 1,
    });
    expect(parry.events[0]).toMatchObject({ kind: 'guard', amount: 5, skillId: 'skill.parry' });

    const focus = simulateBattle({
      attacker: dummy({ hp: 50, hitChance: 0, skills: [skill('skill.focus')] }),
      defender: dummy({ hitChance: 0 }),
      seed: 1,
    });
    expect(focus.events[0]).toMatchObject({ kind: 'heal', amount: 8, attackerHp: 58, skillId: 'skill.focus' });
  });

  it('lifesteal heals a percent of the damage dealt', () => {
    const outcome = simulateBattle({
      attacker: dummy({ hp: 50, minDmg: 10, maxDmg: 10, lifesteal: 50 }),
      defender: dummy({ hitChance: 0 }),
      seed: 1,
    });
    expect(outcome.events.slice(0, 2).map((e) => [e.kind, e.amount, e.attackerHp])).toEqual([
      ['hit', 10, 50],
      ['lifesteal', 5, 55],
    ]);
  });

  it('a starting character mostly beats a giant rat', () => {
    const stats = combatStats({ force: 5, intelligence: 5, dexterity: 5, endurance: 5 }, 1, [
      {
        slot: 3,
        isShield: false,
        force: 0,
        intelligence: 0,
        dexterity: 0,
        endurance: 0,
        armor: 0,
        minDmg: 2,
        maxDmg: 4,
      },
      {
        slot: 2,
        isShield: false,
        force: 0,
        intelligence: 0,
        dexterity: 0,
        endurance: 0,
        armor: 2,
        minDmg: 0,
        maxDmg: 0,
      },
    ]);
    const hero = characterCombatant({ name: 'Ala', stats, currentHealth: 115, activeSkillIds: ['skill.power-strike'] });
    const rat = monsterCombatant(content.monsters.get('monster.giant-rat'));
    let wins = 0;
    for (let seed = 0; seed < 100; seed++)
      if (simulateBattle({ attacker: hero, defender: rat, seed }).result === 0) wins++;
    expect(wins).toBeGreaterThan(90);
  });
});

describe('battle engine: properties', () => {
  const checkEvents = (events: readonly BattleEvent[]) => {
    for (const e of events) {
      expect(e.round).toBeGreaterThanOrEqual(0);
      expect(e.round).toBeLessThanOrEqual(30);
      expect(e.attackerHp).toBeGreaterThanOrEqual(0);
      expect(e.defenderHp).toBeGreaterThanOrEqual(0);
      expect(e.amount).toBeGreaterThanOrEqual(0);
      expect(Number.isInteger(e.amount)).toBe(true);
    }
  };

  it('always ends within 30 rounds, with hp never below 0 and one final result event', () => {
    fc.assert(
      fc.property(combatant, combatant, fc.integer(), (attacker, defender, seed) => {
        const outcome = simulateBattle({ attacker, defender, seed });
        expect(outcome.rounds).toBeLessThanOrEqual(30);
        checkEvents(outcome.events);
        const last = outcome.events.at(-1);
        expect(last?.kind).toBe(['win', 'loss', 'draw'][outcome.result]);
        expect(outcome.events.filter((e) => ['win', 'loss', 'draw'].includes(e.kind))).toHaveLength(1);
        if (outcome.result === BattleResult.Win) expect(outcome.defenderHp).toBe(0);
        if (outcome.result === BattleResult.Loss) expect(outcome.attackerHp).toBe(0);
        if (outcome.result === BattleResult.Draw) expect(outcome.rounds).toBe(30);
      }),
      { numRuns: 150 },
    );
  });

  it('replays identically from the same seed', () => {
    fc.assert(
      fc.property(combatant, combatant, fc.integer(), (attacker, defender, seed) => {
        const a = simulateBattle({ attacker, defender, seed });
        const b = simulateBattle({ attacker: structuredClone(attacker), defender: structuredClone(defender), seed });
        expect(b).toEqual(a);
        expect(a.seed).toBe(seed >>> 0);
      }),
      { numRuns: 200 },
    );
  });
});

describe('battle log', () => {
  it('renders every event in every language, with the skill icon when a skill fired', () => {
    const outcome = simulateBattle({
      attacker: dummy({ name: 'Ala', minDmg: 10, maxDmg: 10, skills: [skill('skill.power-strike')] }),
      defender: { ...monsterCombatant(content.monsters.get('monster.grey-wolf')), armor: 0, dodgeChance: 0 },
      seed: 11,
      lang: 'en',
    });
    expect(outcome.log).toHaveLength(outcome.events.length);
    const first = outcome.log?.[0];
    expect(first).toEqual({
      logString: 'Ala uses Power strike and deals 15 damage to Grey wolf.',
      imagePath: content.skills.get('skill.power-strike').image,
    });
    for (const lang of languages) {
      const log = renderBattleLog(outcome.events, lang, {
        attacker: 'Ala',
        defender: content.monsters.get('monster.grey-wolf').name,
      });
      for (const line of log) {
        expect(line.logString).not.toMatch(/\{\{|\}\}/);
        expect(line.logString).not.toBe('');
      }
    }
    const pl = renderBattleLog(outcome.events.slice(0, 1), 'pl', {
      attacker: 'Ala',
      defender: content.monsters.get('monster.grey-wolf').name,
    });
    expect(pl[0]?.logString).toBe('Ala używa umiejętności Potężne uderzenie, Szary wilk traci 15 pkt zdrowia.');
  });

  it('plain hits carry no icon', () => {
    const outcome = simulateBattle({ attacker: dummy(), defender: dummy({ hp: 5, maxHp: 5 }), seed: 1, lang: 'de' });
    expect(outcome.log?.[0]).toEqual({ logString: 'Dummy trifft – Dummy erleidet 5 Schaden.', imagePath: '' });
    expect(outcome.log?.at(-1)?.logString).toBe('Sieg für Dummy! Dummy ist besiegt.');
    expect(SkillSlotType.Offense).toBe(0);
  });
});
