import { MainInventoryType } from '@rpg/contracts';
import { AppError } from '../../http/errors.ts';
import type { RouteHandler } from '../../http/routes.ts';
import { characterNotFound } from '../../player/state.ts';
import { contractStats, inventoryOf, lookOf, statsOf } from '../../player/view.ts';

/**
 * POST /characters/get-by-id: another player's public view (the ranking links to it): look, level,
 * honour, equipped items and stats. Never currencies, action points, experience, backpack or points.
 * A read: no lock, no write; the caller must have a character like on every game route.
 */
export const getCharacterById: RouteHandler<'getCharacterById'> = async ({ db, uid, body, language, now }) => {
  const caller = await db.selectFrom('characters').select('id').where('account_id', '=', uid).executeTakeFirst();
  if (!caller) throw characterNotFound();
  const row = await db.selectFrom('characters').selectAll().where('id', '=', body.id).executeTakeFirst();
  if (!row) throw new AppError('not-found', `There is no character with id ${body.id}.`, { field: 'id' });
  const items = await db
    .selectFrom('items')
    .selectAll()
    .where('character_id', '=', row.id)
    .where('container', '=', MainInventoryType.Inventory)
    .orderBy('id')
    .execute();
  return {
    data: {
      id: row.id,
      name: row.name,
      level: row.level,
      honourPoints: row.honour,
      outfit: lookOf(row, items),
      equippedItems: inventoryOf(items, language.requested).filter(
        (item) => item.mainInventoryType === MainInventoryType.Inventory && !item.isEmpty,
      ),
      stats: contractStats(statsOf(row, items, now)),
    },
  };
};
