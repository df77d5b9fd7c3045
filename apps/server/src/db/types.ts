import type { Language } from '@rpg/contracts';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A timestamp column: read as a Date, written as a Date (or left to its default). */
type Timestamp = ColumnType<Date, Date | undefined, Date>;

export type CharactersTable = {
  id: Generated<number>;
  /** Firebase uid of the owning account; one character per account. */
  account_id: string;
  /** As the player typed it (trimmed, NFC). */
  name: string;
  /** Lower-cased name: its unique index makes names unique case-insensitively. */
  name_key: string;
  level: number;
  experience: number;
  base_currency: number;
  premium_currency: number;
  /** Action points at `action_points_updated_at`; regeneration is computed on read. */
  action_points: number;
  action_points_updated_at: Timestamp;
  base_force: number;
  base_intelligence: number;
  base_dexterity: number;
  base_endurance: number;
  stat_points: number;
  current_health: number;
  /** The language the player last asked for: calls without a language answer in it. */
  last_lang: Language;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type Database = {
  characters: CharactersTable;
};

export type CharacterRow = Selectable<CharactersTable>;
export type NewCharacterRow = Insertable<CharactersTable>;
export type CharacterUpdate = Updateable<CharactersTable>;
