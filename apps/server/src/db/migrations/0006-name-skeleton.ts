import { type Kysely, sql } from 'kysely';
import { nameSkeleton } from '../name-skeleton.ts';

/** Rows backfilled per statement. */
const chunk = 500;

/**
 * Names unique by how they look (Unicode TS #39's confusables skeleton, see name-skeleton.ts), not only
 * by letter case: the skeleton is stored and unique. Existing rows are backfilled; where two existing
 * names already look alike, the older (lower id) keeps the skeleton and each later one gets it with its
 * id after a "#" (no name has one), so both stay as they are and no new name can look like either.
 * name_key stays: the ranking's order (and its index) use it; its uniqueness is the skeleton's now.
 */
export const up = async (db: Kysely<unknown>) => {
  await db.schema.alterTable('characters').addColumn('name_skeleton', 'text').execute();
  const { rows } = await sql<{ id: number; name: string }>`select id, name from characters order by id`.execute(db);
  const seen = new Set<string>();
  const values = rows.map(({ id, name }) => {
    const skeleton = nameSkeleton(name);
    const unique = seen.has(skeleton) ? `${skeleton}#${id}` : skeleton;
    seen.add(skeleton);
    return { id, skeleton: unique };
  });
  for (let start = 0; start < values.length; start += chunk) {
    const part = values.slice(start, start + chunk).map(({ id, skeleton }) => sql`(${id}::int, ${skeleton}::text)`);
    await sql`
      update characters c set name_skeleton = v.skeleton
      from (values ${sql.join(part)}) as v(id, skeleton)
      where c.id = v.id`.execute(db);
  }
  await db.schema
    .alterTable('characters')
    .alterColumn('name_skeleton', (column) => column.setNotNull())
    .execute();
  await db.schema
    .alterTable('characters')
    .addUniqueConstraint('characters_name_skeleton_unique', ['name_skeleton'])
    .execute();
  await db.schema.alterTable('characters').dropConstraint('characters_name_key_unique').execute();
};

export const down = async (db: Kysely<unknown>) => {
  await db.schema.alterTable('characters').addUniqueConstraint('characters_name_key_unique', ['name_key']).execute();
  await db.schema.alterTable('characters').dropColumn('name_skeleton').execute();
};
