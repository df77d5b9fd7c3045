import type { RankingPage } from '@rpg/contracts';
import { type Kysely, sql } from 'kysely';
import type { CharacterRow, Database } from '../../db/types.ts';
import type { RouteHandler } from '../../http/routes.ts';
import { characterNotFound } from '../player/state.ts';

/**
 * The ranking: honour desc, level desc, name_key asc, id asc — exactly the order of the
 * characters_ranking index (0002-game.ts), so a page is an index scan that stops after
 * offset + limit entries (no sort of the table). The total is the counter a trigger keeps
 * (0004-character-count.ts): exact, and one row to read however many players there are.
 */
export const rankingPageQuery = (db: Kysely<Database>, limit: number, offset: number) =>
  db
    .selectFrom('characters')
    .select(['id', 'name', 'honour', 'level'])
    .orderBy('honour', 'desc')
    .orderBy('level', 'desc')
    .orderBy('name_key', 'asc')
    .orderBy('id', 'asc')
    .limit(limit)
    .offset(offset);

/** How many characters rank before this one (its position is that + 1). */
const playersAhead = async (db: Kysely<Database>, me: CharacterRow): Promise<number> => {
  const row = await db
    .selectFrom('characters')
    .select(sql<number>`count(*)::int`.as('n'))
    .where((eb) =>
      eb.or([
        eb('honour', '>', me.honour),
        eb.and([eb('honour', '=', me.honour), eb('level', '>', me.level)]),
        eb.and([eb('honour', '=', me.honour), eb('level', '=', me.level), eb('name_key', '<', me.name_key)]),
        eb.and([
          eb('honour', '=', me.honour),
          eb('level', '=', me.level),
          eb('name_key', '=', me.name_key),
          eb('id', '<', me.id),
        ]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

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
