import { type RawBuilder, sql } from 'kysely';
import type { OpenDatabase } from '../../src/db/database.ts';

/** Table name -> its rows as PostgreSQL prints them (`row::text`), sorted. */
export type TableRows = Record<string, string[]>;

type Table = { name: string; byCharacter: boolean };

const tablesOf = new WeakMap<OpenDatabase, Promise<Table[]>>();

/** The schema's tables, read from the catalogue: a table a later migration adds is snapshotted too. */
const tables = (database: OpenDatabase): Promise<Table[]> => {
  let found = tablesOf.get(database);
  if (!found) {
    found = sql<{ name: string; by_character: boolean }>`
      select c.table_name as name, bool_or(c.column_name = 'character_id') as by_character
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = ${database.schema} and t.table_type = 'BASE TABLE'
      group by c.table_name
      order by c.table_name`
      .execute(database.db)
      .then(({ rows }) => rows.map((row) => ({ name: row.name, byCharacter: row.by_character })));
    tablesOf.set(database, found);
  }
  return found;
};

const rowsOf = (table: string, where: RawBuilder<unknown>) =>
  sql`(select coalesce(json_agg(t::text order by t::text), '[]'::json) from ${sql.id(table)} t ${where})`;

/**
 * Every row of every table, byte for byte as PostgreSQL prints it, in ONE query: compare two
 * snapshots to prove that a refused request changed nothing. With `characterIds`, only what those
 * characters own: their `characters` rows and their rows of every table with a character_id column
 * (the tables that belong to no character are left out).
 */
export const tableRows = async (database: OpenDatabase, characterIds?: readonly number[]): Promise<TableRows> => {
  const ids = characterIds && characterIds.length > 0 ? sql.join(characterIds.map((id) => sql.lit(id))) : undefined;
  const columns = (await tables(database)).flatMap(({ name, byCharacter }) => {
    if (characterIds === undefined) return [sql`${rowsOf(name, sql``)} as ${sql.id(name)}`];
    if (ids === undefined) return [];
    if (name === 'characters') return [sql`${rowsOf(name, sql`where t.id in (${ids})`)} as ${sql.id(name)}`];
    if (byCharacter) return [sql`${rowsOf(name, sql`where t.character_id in (${ids})`)} as ${sql.id(name)}`];
    return [];
  });
  if (columns.length === 0) return {};
  const { rows } = await sql<TableRows>`select ${sql.join(columns)}`.execute(database.db);
  const [snapshot] = rows;
  if (!snapshot) throw new Error('The snapshot query returned no row');
  return snapshot;
};
