import type { Language, Monster, Monsters } from '@rpg/contracts';
import { localize, type MonsterDefinition } from '../../content/index.ts';
import type { CharacterRow } from '../../db/types.ts';
import { dangerLevel } from '../../rules/monsters.ts';
import { type DailyRollsState, monsterRollsAt, utcDayStart } from '../../rules/timers.ts';

// The battle screen's side of the monster offer (the offer itself is player/monster-offer.ts): the
// monster cards of GET /battle/enemies and the daily monster rolls.

/** A monster of the offer as the battle screen shows it (its danger is relative to the player's level). */
export const monsterCardOf = (monster: MonsterDefinition, playerLevel: number, lang: Language): Monster => ({
  id: monster.num,
  name: localize(monster.name, lang),
  imagePath: monster.image,
  level: monster.level,
  dangerLevel: dangerLevel(playerLevel, monster.level),
});

/** The UTC day of a stored `date` column: pg and PGlite may read it as a Date (UTC or local midnight) or text. */
export const dayKeyOf = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.slice(0, 10);
  if (value instanceof Date) {
    const utcMidnight = value.getUTCHours() === 0 && value.getUTCMinutes() === 0 && value.getUTCSeconds() === 0;
    const [y, m, d] = utcMidnight
      ? [value.getUTCFullYear(), value.getUTCMonth(), value.getUTCDate()]
      : [value.getFullYear(), value.getMonth(), value.getDate()];
    return `${y}-${String(m + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  }
  return null;
};

/** The UTC day (YYYY-MM-DD) of a moment. */
export const utcDayKey = (date: Date): string => utcDayStart(date).toISOString().slice(0, 10);

/** The stored monster rolls as the rules read them (no day yet: refilled at once). */
export const rollsStateOf = (row: Pick<CharacterRow, 'monster_rolls' | 'monster_rolls_day'>): DailyRollsState => {
  const day = dayKeyOf(row.monster_rolls_day);
  return { rolls: row.monster_rolls, refilledAt: day === null ? new Date(0) : new Date(`${day}T00:00:00.000Z`) };
};

/** The columns that store a rolls state. */
export const rollsColumnsOf = (state: DailyRollsState) => ({
  monster_rolls: state.rolls,
  monster_rolls_day: utcDayKey(state.refilledAt),
});

/** Monster rolls left at `now`. */
export const monsterRollsLeft = (row: Pick<CharacterRow, 'monster_rolls' | 'monster_rolls_day'>, now: Date): number =>
  monsterRollsAt(rollsStateOf(row), now).rolls;

/** The /battle/enemies model. */
export const monstersModelOf = (
  row: Pick<CharacterRow, 'level' | 'monster_rolls' | 'monster_rolls_day'>,
  monsters: readonly MonsterDefinition[],
  lang: Language,
  now: Date,
): Monsters => ({
  monsters: monsters.map((monster) => monsterCardOf(monster, row.level, lang)),
  monsterRolls: monsterRollsLeft(row, now),
});
