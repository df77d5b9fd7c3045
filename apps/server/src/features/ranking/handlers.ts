import type { RankingPage } from '@rpg/contracts';
import { type Kysely, sql } from 'kysely';
import type { CharacterRow, Database } from '../../db/types.ts';
import type { RouteHandler } from '../../http/routes.ts';
import { characterNotFound } from '../../player/state.ts';

/**
 * The ranking: honour desc, level desc, name_key asc, id asc, exactly the order of the
 * characters_ranking index (0002-game.ts). A page never skips rows from the top: the count of
 * characters per honour value (honour_counts, kept by triggers: 0005-honour-counts.ts) tells which
 * honour the page's first row has and how many rows rank above that honour, so the index scan starts
 * at that honour and skips only within it. The cost is one row per distinct honour value plus at
 * most one honour's players, whatever the depth. The total is the counter a trigger keeps
 * (0004-character-count.ts).
 */
export const rankingPageQuery = (db: Kysely<Database>, limit: number, offset: number) => {
  // The honour of the offset-th row (0-based) and how many rows rank above that honour.
  const start = sql`(select honour, before from (
      select honour, n, sum(n) over (order by honour desc) - n as before from honour_counts
    ) b where before <= ${offset} and before + n > ${offset})`;
  return db
    .selectFrom('characters')
    .select(['id', 'name', 'honour', 'level'])
    .where('honour', '<=', sql<number>`(select honour from ${start} s)`)
    .orderBy('honour', 'desc')
    .orderBy('level', 'desc')
    .orderBy('name_key', 'asc')
    .orderBy('id', 'asc')
    .limit(limit)
    .offset(sql<number>`(select ${offset} - before from ${start} s)`);
};

/**
 * How many characters rank before this one (its position is that + 1): the counts of the higher
 * honours, plus the players of its own honour ahead of it (an index range of that honour only).
 */
export const playersAheadQuery = (db: Kysely<Database>, me: CharacterRow) =>
  db.selectNoFrom([
    sql<string>`(select coalesce(sum(n), 0) from honour_counts where honour > ${me.honour})`.as('above'),
    sql<number>`(select count(*)::int from characters where honour = ${me.honour} and (level > ${me.level}
      or (level = ${me.level} and (name_key < ${me.name_key} or (name_key = ${me.name_key} and id < ${me.id})))))`.as(
      'within',
    ),
  ]);

const playersAhead = async (db: Kysely<Database>, me: CharacterRow): Promise<number> => {
  const row = await playersAheadQuery(db, me).executeTakeFirstOrThrow();
  return Number(row.above) + Number(row.within);
};

/** The queries of a ranking request, for EXPLAIN (scripts/bench-api.mjs prints their plans). */
export const rankingQueries = (
  db: Kysely<Database>,
  { me, size, page }: { me: CharacterRow; size: number; page: number },
) => [
  { label: 'page 1', query: rankingPageQuery(db, size, 0) },
  { label: "the player's position (initLoadAtPosition)", query: playersAheadQuery(db, me) },
  { label: `page ${page}`, query: rankingPageQuery(db, size, (page - 1) * size) },
];

/**
 * POST /ranking/get-paginated-list. Pages count from 1 (the spec's initial 0 means page 1);
 * toTake is the page size. A page past the last answers the last page (product-spec: the page
 * is kept between 1 and totalPages), so totalPages is always at least 1 and currentPage is the
 * page actually returned. initLoadAtPosition: the page holding the player's own position.
 */
export const getRankingPage: RouteHandler<'getRankingPage'> = async ({ db, uid, body }) =>
  // One snapshot: the count and the page agree even while fights change honour.
  db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (tx) => {
      const size = body.toTake;
      const total = await tx
        .selectFrom('counters')
        .select('value')
        .where('name', '=', 'characters')
        .executeTakeFirstOrThrow();
      const totalPages = Math.max(1, Math.ceil(Number(total.value) / size));
      let page = Math.max(1, body.currentPage);
      if (body.initLoadAtPosition) {
        const me = await tx.selectFrom('characters').selectAll().where('account_id', '=', uid).executeTakeFirst();
        if (!me) throw characterNotFound();
        page = Math.floor((await playersAhead(tx, me)) / size) + 1;
      }
      page = Math.min(page, totalPages);
      const offset = (page - 1) * size;
      const rows = await rankingPageQuery(tx, size, offset).execute();
      const data: RankingPage = {
        currentPage: page,
        totalPages,
        data: rows.map((row, index) => ({
          id: row.id,
          name: row.name,
          honourPoints: row.honour,
          position: offset + index + 1,
          level: row.level,
        })),
      };
      return { data };
    });
