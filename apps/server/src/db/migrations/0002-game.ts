import { type Kysely, sql } from 'kysely';

/**
 * Everything a character owns and does beyond its sheet. Content (items, monsters, vendors,
 * locations, skills, quests, adventures, outfit options) lives in code (src/content) under stable
 * integer ids; these tables hold only the per-player state that refers to it.
 */
export const up = async (db: Kysely<unknown>) => {
  await db.schema
    .alterTable('characters')
    .addColumn('honour', 'integer', (c) => c.notNull().defaultTo(0).check(sql`honour >= 0`))
    .addColumn('location_id', 'integer')
    .addColumn('health_updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('premium_until', 'timestamptz')
    /** Monster rolls left on `monster_rolls_day` (UTC); a later day starts with the full allowance. */
    .addColumn('monster_rolls', 'integer', (c) => c.notNull().defaultTo(5).check(sql`monster_rolls >= 0`))
    .addColumn('monster_rolls_day', 'date')
    /** The monsters /battle/enemies shows (content ids), replaced by a roll or a travel. */
    .addColumn('monster_offer', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    /** The arena opponents (character ids) and when the list was last rolled. */
    .addColumn('arena_offer', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('arena_rolled_at', 'timestamptz')
    .addColumn('quests_rolled_at', 'timestamptz')
    /** The running adventure: content id, when it ends (null when none runs). */
    .addColumn('adventure_id', 'integer')
    .addColumn('adventure_ends_at', 'timestamptz')
    /** The outfit option chosen per slot: { hairs: id, eyes: id, ... } (content ids). */
    .addColumn('outfit', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    /** A counter bumped by every state change: the seed of the next random outcome mixes it in. */
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // The ranking: honour desc, level desc, name asc; id makes the order total. A page reads this index.
  await db.schema
    .createIndex('characters_ranking')
    .on('characters')
    .expression(sql`honour desc, level desc, name_key asc, id asc`)
    .execute();

  // Items a character owns: equipped (container 0, position = slot 1..4) or in the backpack
  // (container 1, position 0..19). The unique key makes a slot hold one item, whatever races.
  await db.schema
    .createTable('items')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('character_id', 'integer', (c) => c.notNull().references('characters.id').onDelete('cascade'))
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('rarity', 'smallint', (c) => c.notNull().check(sql`rarity between 0 and 2`))
    .addColumn('container', 'smallint', (c) => c.notNull())
    .addColumn('position', 'smallint', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('items_slot_unique', ['character_id', 'container', 'position'])
    .addCheckConstraint(
      'items_position_valid',
      sql`(container = 0 and position between 1 and 4) or (container = 1 and position between 0 and 19)`,
    )
    .execute();

  // Resources and consumables, counted (a stack per kind).
  await db.schema
    .createTable('resources')
    .addColumn('character_id', 'integer', (c) => c.notNull().references('characters.id').onDelete('cascade'))
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addPrimaryKeyConstraint('resources_pk', ['character_id', 'item_id'])
    .execute();

  // Learnt skills; at most one active per slot type (offense, defensive, utility).
  await db.schema
    .createTable('skills')
    .addColumn('character_id', 'integer', (c) => c.notNull().references('characters.id').onDelete('cascade'))
    .addColumn('skill_id', 'integer', (c) => c.notNull())
    .addColumn('slot_type', 'smallint', (c) => c.notNull().check(sql`slot_type between 0 and 2`))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(false))
    .addPrimaryKeyConstraint('skills_pk', ['character_id', 'skill_id'])
    .execute();
  await db.schema
    .createIndex('skills_one_active_per_slot')
    .on('skills')
    .columns(['character_id', 'slot_type'])
    .unique()
    .where(sql.ref('active'), '=', true)
    .execute();

  // Each vendor's stock of 6 for each player, generated for the player's level.
  await db.schema
    .createTable('vendor_stock')
    .addColumn('character_id', 'integer', (c) => c.notNull().references('characters.id').onDelete('cascade'))
    .addColumn('vendor_id', 'integer', (c) => c.notNull())
    .addColumn('position', 'smallint', (c) => c.notNull().check(sql`position between 0 and 5`))
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('rarity', 'smallint', (c) => c.notNull().check(sql`rarity between 0 and 2`))
    .addColumn('price', 'integer', (c) => c.notNull().check(sql`price >= 0`))
    .addColumn('sold', 'boolean', (c) => c.notNull().defaultTo(false))
    .addPrimaryKeyConstraint('vendor_stock_pk', ['character_id', 'vendor_id', 'position'])
    .execute();

  // Outfit options unlocked by crafting or premium purchase (the free ones need no row).
  await db.schema
    .createTable('outfit_unlocks')
    .addColumn('character_id', 'integer', (c) => c.notNull().references('characters.id').onDelete('cascade'))
    .addColumn('option_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('outfit_unlocks_pk', ['character_id', 'option_id'])
    .execute();

  // Quests offered to and taken by a player. status: 0 offered, 1 accepted, 2 returned, 3 cancelled.
  await db.schema
    .createTable('quests')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('character_id', 'integer', (c) => c.notNull().references('characters.id').onDelete('cascade'))
    .addColumn('template_id', 'integer', (c) => c.notNull())
    .addColumn('status', 'smallint', (c) => c.notNull().check(sql`status between 0 and 3`))
    /** The generated quest: progressions, rewards, cost, duration (its shape is rules/quests.ts's). */
    .addColumn('quest', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('accepted_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('quests_by_character').on('quests').columns(['character_id', 'status']).execute();

  // Every fight, with what it needs to be replayed exactly: both sides as they were, and the seed.
  await db.schema
    .createTable('battles')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('character_id', 'integer', (c) => c.notNull().references('characters.id').onDelete('cascade'))
    /** 0 monster, 1 arena. */
    .addColumn('kind', 'smallint', (c) => c.notNull().check(sql`kind between 0 and 1`))
    /** The monster's content id, or the arena opponent's character id. */
    .addColumn('opponent_id', 'integer', (c) => c.notNull())
    .addColumn('seed', 'bigint', (c) => c.notNull())
    .addColumn('result', 'smallint', (c) => c.notNull().check(sql`result between 0 and 2`))
    .addColumn('input', 'jsonb', (c) => c.notNull())
    .addColumn('outcome', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('battles_by_character')
    .on('battles')
    .expression(sql`character_id, created_at desc`)
    .execute();

  // Premium purchases, for the history. kind: the contract's PremiumPurchaseKind.
  await db.schema
    .createTable('premium_purchases')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('character_id', 'integer', (c) => c.notNull().references('characters.id').onDelete('cascade'))
    .addColumn('kind', 'smallint', (c) => c.notNull())
    .addColumn('item_id', 'integer')
    .addColumn('price', 'integer', (c) => c.notNull().check(sql`price >= 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('premium_purchases_by_character')
    .on('premium_purchases')
    .expression(sql`character_id, created_at desc`)
    .execute();
};

export const down = async (db: Kysely<unknown>) => {
  for (const table of [
    'premium_purchases',
    'battles',
    'quests',
    'outfit_unlocks',
    'vendor_stock',
    'skills',
    'resources',
    'items',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.dropIndex('characters_ranking').execute();
  for (const column of [
    'honour',
    'location_id',
    'health_updated_at',
    'premium_until',
    'monster_rolls',
    'monster_rolls_day',
    'monster_offer',
    'arena_offer',
    'arena_rolled_at',
    'quests_rolled_at',
    'adventure_id',
    'adventure_ends_at',
    'outfit',
    'revision',
  ]) {
    await db.schema.alterTable('characters').dropColumn(column).execute();
  }
};
