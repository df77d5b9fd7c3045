import type { BattleAction, Language, Outfit } from '@rpg/contracts';
import type { Transaction } from 'kysely';
import { content } from '../../content/index.ts';
import { jsonColumn } from '../../db/json.ts';
import type { Database } from '../../db/types.ts';
import type { Player } from '../../player/state.ts';
import { baseStatsOf, currentHealth, equippedOf } from '../../player/view.ts';
import { type BattleOutcome, type Combatant, characterCombatant, renderBattleLog } from '../../rules/battle.ts';
import { combatStats } from '../../rules/character.ts';
import { rules } from '../../rules/config.ts';

/**
 * What a battle row stores to be replayed: both sides as they were simulated (the seed is its own
 * column) and the players' looks at the time of the fight (a monster has none). Rows stored before
 * the looks were kept have no `looks`: GET /battles/{id} shows the characters' current looks then.
 */
export type StoredBattleInput = {
  attacker: Combatant;
  defender: Combatant;
  looks?: { attacker: Outfit; defender: Outfit | null };
};

/** What a won monster fight gave, as stored with the battle (`outcome`); all zero for a loss or draw. */
export type MonsterBattleOutcome = {
  gold: number;
  xp: number;
  levelsGained: number;
  rewardSeed: number | null;
  /** `position`: the backpack slot the item went to (absent in rows stored before it was kept). */
  loot: { itemId: string | null; rarity: number; backpackFull: boolean; itemRowId: number | null; position?: number };
};

/** What an arena fight moved for its attacker, as stored with the battle (`outcome`). */
export type ArenaBattleOutcome = { honourChange: number; honourPoints: number };

/** Battle kinds of the battles table. */
export const battleKind = { monster: 0, arena: 1 } as const;

/**
 * A player as a combatant: combat stats from base stats, level and equipment, the active skills,
 * and the health it has at `now` (`fullHealth`: at its maximum, e.g. an arena defender).
 */
export const playerCombatant = (player: Player, now: Date, options: { fullHealth?: boolean } = {}): Combatant => {
  const row = player.character;
  const stats = combatStats(baseStatsOf(row), row.level, equippedOf(player.items));
  const activeSkillIds = player.skills
    .filter((skill) => skill.active)
    .flatMap((skill) => {
      const definition = content.skills.findByNum(skill.skill_id);
      return definition === undefined ? [] : [definition.id];
    });
  return characterCombatant({
    name: row.name,
    stats,
    currentHealth: options.fullHealth ? stats.healthPoints : currentHealth(row, stats.healthPoints, now),
    activeSkillIds,
  });
};

/**
 * The fight's events as the contract's log: the localised line and skill icon, the round (from 1),
 * who acted (the attacker is always the player: "me") and both sides' health after it.
 */
export const battleActionsOf = (outcome: BattleOutcome, input: StoredBattleInput, lang: Language): BattleAction[] => {
  const lines = renderBattleLog(outcome.events, lang, { attacker: input.attacker.name, defender: input.defender.name });
  return outcome.events.map((event, index) => ({
    logString: lines[index]?.logString ?? '',
    imagePath: lines[index]?.imagePath ?? '',
    round: Math.min(rules.combat.maxRounds, Math.max(1, event.round)),
    side: event.actor === 'attacker' ? 'me' : 'enemy',
    myHealth: Math.max(0, event.attackerHp),
    enemyHealth: Math.max(0, event.defenderHp),
  }));
};

/** Both sides' full health bars (at least 1, as the contract asks). */
export const maxHealthsOf = (input: StoredBattleInput) => ({
  myMaxHealth: Math.max(1, Math.floor(input.attacker.maxHp)),
  enemyMaxHealth: Math.max(1, Math.floor(input.defender.maxHp)),
});

/** Stores a fight with what replays it: both combatants as simulated, the seed, the result and what it gave. */
export const storeBattle = async (
  tx: Transaction<Database>,
  battle: {
    characterId: number;
    kind: number;
    opponentId: number;
    seed: number;
    result: number;
    input: StoredBattleInput;
    outcome: unknown;
    now: Date;
  },
): Promise<number> => {
  const row = await tx
    .insertInto('battles')
    .values({
      character_id: battle.characterId,
      kind: battle.kind,
      opponent_id: battle.opponentId,
      seed: battle.seed,
      result: battle.result,
      input: jsonColumn(battle.input),
      outcome: jsonColumn(battle.outcome),
      created_at: battle.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};
