import { type Kysely, sql } from 'kysely';
import { uniqueConstraints } from '../errors.ts';

export const up = async (db: Kysely<unknown>) => {
  await db.schema
    .createTable('characters')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull().check(sql`level >= 1`))
    .addColumn('experience', 'integer', (c) => c.notNull().check(sql`experience >= 0`))
    .addColumn('base_currency', 'integer', (c) => c.notNull().check(sql`base_currency >= 0`))
    .addColumn('premium_currency', 'integer', (c) => c.notNull().check(sql`premium_currency >= 0`))
    .addColumn('action_points', 'integer', (c) => c.notNull().check(sql`action_points >= 0`))
    .addColumn('action_points_updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('base_force', 'integer', (c) => c.notNull().check(sql`base_force >= 0`))
    .addColumn('base_intelligence', 'integer', (c) => c.notNull().check(sql`base_intelligence >= 0`))
    .addColumn('base_dexterity', 'integer', (c) => c.notNull().check(sql`base_dexterity >= 0`))
    .addColumn('base_endurance', 'integer', (c) => c.notNull().check(sql`base_endurance >= 0`))
    .addColumn('stat_points', 'integer', (c) => c.notNull().check(sql`stat_points >= 0`))
    .addColumn('current_health', 'integer', (c) => c.notNull().check(sql`current_health >= 0`))
    .addColumn('last_lang', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint(uniqueConstraints.characterAccount, ['account_id'])
    .addUniqueConstraint('characters_name_key_unique', ['name_key']) // replaced by the skeleton's in 0006
    .execute();
};

export const down = async (db: Kysely<unknown>) => {
  await db.schema.dropTable('characters').execute();
};
