import type { Kysely } from 'kysely';
import { jsonb } from '../db/json.ts';
import type { CharacterRow, Database } from '../db/types.ts';
import { giveStarterPossessions, insertCharacter, newCharacterRow } from '../features/character/repository.ts';
import { loadPossessions } from '../player/state.ts';
import { baseStatsOf, equippedOf } from '../player/view.ts';
import { combatStats } from '../rules/character.ts';
import { rules } from '../rules/config.ts';
import type { SeedProfile } from './profiles.ts';

/**
 * Gives a character a profile's level, experience, honour and look straight in the database
 * (for a database the seed may open: PostgreSQL beside the running server, or the embedded one
 * while no server holds it). The levels' stat points are left unspent, health is full.
 */
export const applyProfile = async (
  db: Kysely<Database>,
  characterId: number,
  profile: SeedProfile,
  now: Date,
): Promise<CharacterRow> =>
  db.transaction().execute(async (tx) => {
    const row = await tx
      .selectFrom('characters')
      .selectAll()
      .where('id', '=', characterId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const player = await loadPossessions(tx, row);
    const health = combatStats(baseStatsOf(row), profile.level, equippedOf(player.items)).healthPoints;
    return tx
      .updateTable('characters')
      .set({
        level: profile.level,
        experience: profile.experience,
        stat_points: rules.start.statPoints + rules.levels.statPointsPerLevel * (profile.level - 1),
        honour: profile.honour,
        outfit: jsonb(profile.outfit),
        current_health: health,
        health_updated_at: now,
        revision: row.revision + 1,
        updated_at: now,
      })
      .where('id', '=', characterId)
      .returningAll()
      .executeTakeFirstOrThrow();
  });

/**
 * Creates a character for an account straight in the database, as POST /my-character does
 * (starting values, starter items, skill, look and location), then applies the profile.
 */
export const createCharacterDirectly = async (
  db: Kysely<Database>,
  accountId: string,
  profile: SeedProfile,
  now: Date,
): Promise<CharacterRow> => {
  const created = await db.transaction().execute(async (tx) => {
    const row = await insertCharacter(
      tx,
      newCharacterRow(accountId, profile.name, profile.name.toLowerCase(), profile.lang, now),
    );
    await giveStarterPossessions(tx, row);
    return row;
  });
  return applyProfile(db, created.id, profile, now);
};
