import { type Kysely, sql } from 'kysely';

/**
 * The number of characters, kept by a trigger: the ranking's totalPages reads one row instead of
 * counting the whole table, so no page gets slower as players are added. Characters are created
 * rarely, so the one counter row is never a point of contention worth noticing.
 */
export const up = async (db: Kysely<unknown>) => {
  await db.schema
    .createTable('counters')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'bigint', (c) => c.notNull().check(sql`value >= 0`))
    .execute();
  await sql`insert into counters (name, value) select 'characters', count(*) from characters`.execute(db);
  // Statement-level triggers over the transition tables: one counter update per statement, so a
  // bulk insert (the seed, the ranking's 100 000-player plan test) costs one update, not one a row.
  await sql`
    create function count_characters() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        update counters set value = value + (select count(*) from changed) where name = 'characters';
      else
        update counters set value = value - (select count(*) from changed) where name = 'characters';
      end if;
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger characters_count_insert after insert on characters
    referencing new table as changed for each statement execute function count_characters()`.execute(db);
  await sql`
    create trigger characters_count_delete after delete on characters
    referencing old table as changed for each statement execute function count_characters()`.execute(db);
};

export const down = async (db: Kysely<unknown>) => {
  await sql`drop trigger characters_count_insert on characters`.execute(db);
  await sql`drop trigger characters_count_delete on characters`.execute(db);
  await sql`drop function count_characters()`.execute(db);
  await db.schema.dropTable('counters').execute();
};
