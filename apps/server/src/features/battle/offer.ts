import { randomInt } from 'node:crypto';
import type { Language, Monster, Monsters } from '@rpg/contracts';
import { content, localize, type MonsterDefinition } from '../../content/index.ts';
import { jsonb } from '../../db/json.ts';
import type { CharacterRow } from '../../db/types.ts';
import { dangerLevel, selectMonsters } from '../../rules/monsters.ts';
import { createRng } from '../../rules/rng.ts';
import { type DailyRollsState, monsterRollsAt, utcDayStart } from '../../rules/timers.ts';
import { currentLocationOf } from '../locations/world.ts';

/** A fresh seed for one random outcome (stored or not, it never comes from the client). */
export const freshSeed = (): number => randomInt(2 ** 31);

/** A jsonb column's value for updateCharacter (written as jsonb, the same on pg and PGlite). */
export const jsonColumn = <T>(value: T): T => jsonb(value) as unknown as T;

/** A new monster offer (content nums) for the location and level. */
export const newMonsterOffer = (locationId: string, level: number): number[] =>
  selectMonsters(locationId, level, createRng(freshSeed())).map((monster) => monster.num);

/**
 * The stored offer's monsters when it is still valid (non-empty, every monster known and of the
 * current location), else undefined: a new offer has to be drawn.
 */
export const storedOffer = (
  row: Pick<CharacterRow, 'monster_offer' | 'location_id'>,
): MonsterDefinition[] | undefined => {
  const location = currentLocationOf(row);
  const offer = Array.isArray(row.monster_offer) ? row.monster_offer : [];
  if (offer.length === 0) return undefined;
  const monsters = offer.map((num) => content.monsters.findByNum(Number(num)));
  if (monsters.some((monster) => monster === undefined || monster.locationId !== location.id)) return undefined;
  return monsters as MonsterDefinition[];
};

/** The offered monsters of nums (unknown nums are skipped). */
export const monstersOfOffer = (offer: readonly number[]): MonsterDefinition[] =>
  offer.flatMap((num) => {
    const monster = content.monsters.findByNum(num);
    return monster === undefined ? [] : [monster];
  });

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
