import {
  type ItemPlace,
  MainInventoryType,
  type MoveRefusal,
  type MoveTarget,
  planSwap,
  type Relocation,
} from '@rpg/contracts';
import { sql, type Transaction } from 'kysely';
import type { CharacterRow, Database } from '../../db/types.ts';
import { AppError } from '../../http/errors.ts';
import type { ItemRow, Player } from '../../player/state.ts';
import { baseStatsOf, equipmentOf, equippedOf } from '../../player/view.ts';
import { combatStats } from '../../rules/character.ts';
import { healthAt } from '../../rules/timers.ts';

/** An owned item and where it goes. */
export type Placement = Relocation<ItemRow>;

export const itemNotFound = (id: number) =>
  new AppError('not-found', `You have no item with id ${id}.`, { field: 'id' });

/** The player's item by id; another player's id is answered like an unknown one (never revealed). */
export const ownItem = (player: Player, id: number): ItemRow => {
  const row = player.items.find((item) => item.id === id);
  if (!row) throw itemNotFound(id);
  return row;
};

export const itemAt = (items: readonly ItemRow[], place: ItemPlace): ItemRow | undefined =>
  items.find((row) => row.container === place.container && row.position === place.position);

export const isEquipped = (row: ItemRow) => row.container === MainInventoryType.Inventory;

/** Where the row lies; the container column holds a MainInventoryType. */
const placeOf = (row: ItemRow): ItemPlace => ({
  container: row.container as MainInventoryType,
  position: row.position,
});

/** The equipment slot of the row's item, read from the content only when the rule needs it. */
const slotTypeOfRow = (row: ItemRow) => equipmentOf(row).slot;

export const placeOfTarget = (target: MoveTarget): ItemPlace =>
  target.mainInventoryType === MainInventoryType.Inventory
    ? { container: MainInventoryType.Inventory, position: target.inventoryType }
    : { container: MainInventoryType.Backpack, position: target.position };

const refusalMessages: Record<MoveRefusal, string> = {
  'item-does-not-fit': 'This item cannot go into that slot.',
  'occupant-does-not-fit': 'The item at the target cannot take the moved item’s place (it does not fit that slot).',
};

/**
 * Moves `row` to `to`; an item already there takes `row`'s old place (a swap). The swapped item
 * must fit that place, else 409 item-does-not-fit. Returns the placements to write.
 */
export const swapInto = (items: readonly ItemRow[], row: ItemRow, to: ItemPlace): Placement[] => {
  const plan = planSwap({ item: row, from: placeOf(row), to, occupant: itemAt(items, to) }, slotTypeOfRow);
  if (plan.ok) return plan.relocations;
  throw new AppError('item-does-not-fit', refusalMessages[plan.refusal], { field: 'target' });
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
      .where('id', '=', only.item.id)
      .execute();
    return;
  }
  await tx
    .deleteFrom('items')
    .where(
      'id',
      'in',
      placements.map((placement) => placement.item.id),
    )
    .execute();
  const values = placements.map(
    ({ item: row, to }) =>
      sql`(${row.id}, ${row.character_id}, ${row.item_id}, ${row.rarity}, ${to.container}, ${to.position}, ${row.created_at})`,
  );
  await sql`insert into items (id, character_id, item_id, rarity, container, position, created_at)
    overriding system value values ${sql.join(values)}`.execute(tx);
};

/** The items after the placements (in id order, as loadPossessions reads them). */
export const itemsAfter = (items: readonly ItemRow[], placements: readonly Placement[]): ItemRow[] =>
  items.map((row) => {
    const placement = placements.find((p) => p.item.id === row.id);
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
