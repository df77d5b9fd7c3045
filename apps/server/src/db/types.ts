import type { Language } from '@rpg/contracts';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A timestamp column: read as a Date, written as a Date (or left to its default). */
type Timestamp = ColumnType<Date, Date | undefined, Date>;

export type CharactersTable = {
  id: Generated<number>;
  /** Firebase uid of the owning account; one character per account. */
  account_id: string;
  /** As the player typed it, normalised (normaliseCharacterName: NFKC, spaces collapsed, trimmed). */
  name: string;
  /** Lower-cased name: the ranking's order. */
  name_key: string;
  /** How the name looks (nameSkeleton, Unicode TS #39): unique, so no two names look alike. */
  name_skeleton: string;
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
  honour: Generated<number>;
  /** The current location's content id; null until the first travel (the starting location). */
  location_id: number | null;
  /** Health is `current_health` at this moment; regeneration is computed on read. */
  health_updated_at: Timestamp;
  premium_until: Date | null;
  monster_rolls: Generated<number>;
  /** The UTC day (YYYY-MM-DD) `monster_rolls` counts for; null before the first roll. */
  monster_rolls_day: string | null;
  monster_offer: Json<number[]>;
  arena_offer: Json<number[]>;
  arena_rolled_at: Date | null;
  quests_rolled_at: Date | null;
  adventure_id: number | null;
  adventure_ends_at: Date | null;
  outfit: Json<Partial<Record<OutfitSlotKey, number>>>;
  revision: Generated<number>;
};

/** A jsonb column: read as T, written as T (Kysely serialises it) or left to its default. */
type Json<T> = ColumnType<T, T | undefined, T>;

/** The keys of OutfitsItems: one chosen option per slot. */
export type OutfitSlotKey = 'hairs' | 'eyes' | 'mouths' | 'torsos' | 'bottoms' | 'weapon1' | 'weapon2';

/** MainInventoryType: 0 equipped (position = InventorySlotType 1..4), 1 backpack (position 0..19). */
export type ItemsTable = {
  id: Generated<number>;
  character_id: number;
  item_id: number;
  rarity: number;
  container: number;
  position: number;
  created_at: Timestamp;
};

export type ResourcesTable = { character_id: number; item_id: number; quantity: number };

export type SkillsTable = { character_id: number; skill_id: number; slot_type: number; active: Generated<boolean> };

export type VendorStockTable = {
  /** The entry's identity: the ShopItem id the client buys with (new rows on every reroll). */
  id: Generated<number>;
  /** The seed the stock was drawn with (bigint: a string from pg, a number from PGlite). */
  seed: ColumnType<string | number, number | undefined, number>;
  character_id: number;
  vendor_id: number;
  position: number;
  item_id: number;
  rarity: number;
  price: number;
  sold: Generated<boolean>;
};

export type OutfitUnlocksTable = { character_id: number; option_id: number; created_at: Timestamp };

export const questStatus = { offered: 0, accepted: 1, returned: 2, cancelled: 3 } as const;

export type QuestsTable = {
  id: Generated<number>;
  character_id: number;
  template_id: number;
  status: number;
  quest: Json<unknown>;
  created_at: Date;
  accepted_at: Date | null;
};

export type BattlesTable = {
  id: Generated<number>;
  character_id: number;
  kind: number;
  opponent_id: number;
  /** bigint: read back as a string by pg, a number by PGlite; write a number. */
  seed: ColumnType<string | number, number, number>;
  result: number;
  input: Json<unknown>;
  outcome: Json<unknown>;
  created_at: Date;
};

export type PremiumPurchasesTable = {
  id: Generated<number>;
  character_id: number;
  kind: number;
  item_id: number | null;
  price: number;
  created_at: Date;
};

/** Counts kept by triggers (0004): `characters`, the ranking's total. bigint: a string from pg. */
export type CountersTable = { name: string; value: ColumnType<string | number, number, number> };

export type Database = {
  counters: CountersTable;
  characters: CharactersTable;
  items: ItemsTable;
  resources: ResourcesTable;
  skills: SkillsTable;
  vendor_stock: VendorStockTable;
  outfit_unlocks: OutfitUnlocksTable;
  quests: QuestsTable;
  battles: BattlesTable;
  premium_purchases: PremiumPurchasesTable;
};

export type CharacterRow = Selectable<CharactersTable>;
export type NewCharacterRow = Insertable<CharactersTable>;
export type CharacterUpdate = Updateable<CharactersTable>;
