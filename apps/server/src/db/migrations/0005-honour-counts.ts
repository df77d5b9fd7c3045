import { type Kysely, sql } from 'kysely';

/**
 * How many characters have each honour value, kept by triggers: a ranking page finds the honour its
 * first row has by summing these (one row per distinct honour value, however many players there are)
 * and skips only within that honour, so a deep page costs what page 1 costs; the player's own
 * position is the sum above their honour plus a count within it. Honour changes one row at a time
 * (an arena fight changes the attacker's honour only); the trigger touches the two counts in
 * ascending honour order, so two fights moving honour in opposite directions cannot deadlock.
 */
export const up = async (db: Kysely<unknown>) => {
  await db.schema
    .createTable('honour_counts')
    .addColumn('honour', 'integer', (c) => c.primaryKey())
    .addColumn('n', 'bigint', (c) => c.notNull().check(sql`n >= 0`))
    .execute();
  await sql`insert into honour_counts (honour, n) select honour, count(*) from characters group by honour`.execute(db);
  // Inserts and deletes: statement-level over the transition tables (a bulk insert is one update per honour value).
  await sql`
    create function count_honours() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into honour_counts (honour, n)
          select honour, count(*) from changed group by honour order by honour
          on conflict (honour) do update set n = honour_counts.n + excluded.n;
      else
        update honour_counts h set n = h.n - d.n
          from (select honour, count(*) as n from changed group by honour) d
          where h.honour = d.honour;
      end if;
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger characters_honour_insert after insert on characters
    referencing new table as changed for each statement execute function count_honours()`.execute(db);
  await sql`
    create trigger characters_honour_delete after delete on characters
    referencing old table as changed for each statement execute function count_honours()`.execute(db);
  // An honour change moves one character between two counts (lower honour first: one lock order).
  await sql`
    create function move_honour() returns trigger language plpgsql as $$
    begin
      if old.honour < new.honour then
        update honour_counts set n = n - 1 where honour = old.honour;
        insert into honour_counts (honour, n) values (new.honour, 1)
          on conflict (honour) do update set n = honour_counts.n + 1;
      else
        insert into honour_counts (honour, n) values (new.honour, 1)
          on conflict (honour) do update set n = honour_counts.n + 1;
        update honour_counts set n = n - 1 where honour = old.honour;
      end if;
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger characters_honour_update after update of honour on characters
    for each row when (old.honour is distinct from new.honour) execute function move_honour()`.execute(db);
};

export const down = async (db: Kysely<unknown>) => {
  await sql`drop trigger characters_honour_update on characters`.execute(db);
  await sql`drop trigger characters_honour_insert on characters`.execute(db);
  await sql`drop trigger characters_honour_delete on characters`.execute(db);
  await sql`drop function move_honour()`.execute(db);
  await sql`drop function count_honours()`.execute(db);
  await db.schema.dropTable('honour_counts').execute();
};
