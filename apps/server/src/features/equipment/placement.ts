import { type Language, MainInventoryType, type MoveTarget } from '@rpg/contracts';
import { sql, type Transaction } from 'kysely';
import type { CharacterRow, Database } from '../../db/types.ts';
import { AppError } from '../../http/errors.ts';
import type { ItemRow, Player } from '../../player/state.ts';
import { baseStatsOf, equipmentOf, equippedOf } from '../../player/view.ts';
import { combatStats } from '../../rules/character.ts';
import { rules } from '../../rules/config.ts';
import { healthAt } from '../../rules/timers.ts';

/** Where an item lies: container (MainInventoryType) and position (slot 1..4 or backpack 0..19). */
export type Place = { container: number; position: number };
/** An owned item and where it goes. */
export type Placement = { row: ItemRow; to: Place };

export const itemNotFound = (id: number) =>
  new AppError('not-found', `You have no item with id ${id}.`, { field: 'id' });

/** The player's item by id; another player's id is answered like an unknown one (never revealed). */
export const ownItem = (player: Player, id: number): ItemRow => {
  const row = player.items.find((item) => item.id === id);
  if (!row) throw itemNotFound(id);
  return row;
};

export const itemAt = (items: readonly ItemRow[], place: Place): ItemRow | undefined =>
  items.find((row) => row.container === place.container && row.position === place.position);

export const isEquipped = (row: ItemRow) => row.container === MainInventoryType.Inventory;

/** The first free backpack position, or undefined when all 20 are taken. */
export const firstFreeBackpackPosition = (items: readonly ItemRow[]): number | undefined => {
  for (let position = 0; position < rules.items.backpackSlots; position++) {
    if (!itemAt(items, { container: MainInventoryType.Backpack, position })) return position;
  }
  return undefined;
};

/** The item may lie at `place`: anywhere in the backpack, or in the equipment slot of its kind. */
export const fits = (row: ItemRow, place: Place): boolean =>
  place.container === MainInventoryType.Backpack || equipmentOf(row).slot === place.position;

export const placeOfTarget = (target: MoveTarget): Place =>
  target.mainInventoryType === MainInventoryType.Inventory
    ? { container: MainInventoryType.Inventory, position: target.inventoryType }
    : { container: MainInventoryType.Backpack, position: target.position };

/**
 * Moves `row` to `to`; an item already there takes `row`'s old place (a swap). The swapped item
 * must fit that place, else 409 item-does-not-fit. Returns the placements to write.
 */
export const swapInto = (items: readonly ItemRow[], row: ItemRow, to: Place): Placement[] => {
  if (!fits(row, to)) {
    throw new AppError('item-does-not-fit', `This item cannot go into that slot.`, { field: 'target' });
  }
  if (row.container === to.container && row.position === to.position) return [];
  const from = { container: row.container, position: row.position };
  const occupant = itemAt(items, to);
  if (occupant && !fits(occupant, from)) {
    throw new AppError(
      'item-does-not-fit',
      'The item at the target cannot take the moved item’s place (it does not fit that slot).',
      { field: 'target' },
    );
  }
  return occupant
    ? [
        { row, to },
        { row: occupant, to: from },
      ]
    : [{ row, to }];
};

/**
 * Writes the placements. One item moves with an UPDATE; a swap deletes both rows and inserts them
 * back with their ids at their new places, since the (character, container, position) unique key
 * is checked row by row and would refuse the two updates of a swap (there may be no free place to
 * park an item in between: every slot can be full).
 */
export const writePlacements = async (tx: Transaction<Database>, placements: readonly Placement[]) => {
  if (placements.length === 0) return;
  const [only] = placements;
  if (placements.length === 1 && only) {
    await tx
      .updateTable('items')
      .set({ container: only.to.container, position: only.to.position })
      .where('id', '=', only.row.id)
      .execute();
    return;
  }
  await tx
    .deleteFrom('items')
    .where(
      'id',
      'in',
      placements.map((placement) => placement.row.id),
    )
    .execute();
  const values = placements.map(
    ({ row, to }) =>
      sql`(${row.id}, ${row.character_id}, ${row.item_id}, ${row.rarity}, ${to.container}, ${to.position}, ${row.created_at})`,
  );
  await sql`insert into items (id, character_id, item_id, rarity, container, position, created_at)
    overriding system value values ${sql.join(values)}`.execute(tx);
};

/** The items after the placements (in id order, as loadPossessions reads them). */
export const itemsAfter = (items: readonly ItemRow[], placements: readonly Placement[]): ItemRow[] =>
  items.map((row) => {
    const placement = placements.find((p) => p.row.id === row.id);
    return placement ? { ...row, container: placement.to.container, position: placement.to.position } : row;
  });

/**
 * Health after an equipment change: settled at the old maximum up to now, then capped at the new
 * maximum (taking off an endurance item must not leave more health than the new maximum).
 */
export const healthAfterChange = (
  row: CharacterRow,
  before: readonly ItemRow[],
  after: readonly ItemRow[],
  now: Date,
): Pick<CharacterRow, 'current_health' | 'health_updated_at'> => {
  const maxOf = (items: readonly ItemRow[]) => combatStats(baseStatsOf(row), row.level, equippedOf(items)).healthPoints;
  const settled = healthAt({ current: row.current_health, updatedAt: row.health_updated_at }, maxOf(before), now);
  const max = Math.max(0, maxOf(after));
  return settled.current > max
    ? { current_health: max, health_updated_at: now }
    : { current_health: Math.max(0, settled.current), health_updated_at: settled.updatedAt };
};
