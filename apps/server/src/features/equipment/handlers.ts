import { type Character, type InventoryGameItem, type Language, MainInventoryType } from '@rpg/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';
import { AppError } from '../../http/errors.ts';
import type { RequestLanguage } from '../../http/language.ts';
import type { RouteHandler } from '../../http/routes.ts';
import { freeBackpackPosition } from '../../player/backpack.ts';
import { languageChange } from '../../player/language.ts';
import { type Player, updateCharacter, withPlayer } from '../../player/state.ts';
import { characterOf, equipmentOf, inventoryOf } from '../../player/view.ts';
import {
  healthAfterChange,
  isEquipped,
  itemsAfter,
  ownItem,
  type Placement,
  placeOfTarget,
  swapInto,
  writePlacements,
} from './placement.ts';

/**
 * One equipment change in one transaction with the character locked: `plan` picks the placements
 * from the player's items (or throws a refusal, which changes nothing); they are written, health is
 * capped at the new maximum and the reply is the whole inventory list.
 */
const changeEquipment = (
  db: Kysely<Database>,
  uid: string,
  language: RequestLanguage<Language>,
  now: Date,
  plan: (player: Player) => Placement[],
): Promise<{ data: InventoryGameItem[]; myCharacter: Character }> =>
  withPlayer(db, uid, async (tx, player) => {
    const placements = plan(player);
    const items = itemsAfter(player.items, placements);
    let row = player.character;
    await writePlacements(tx, placements);
    const remembered = languageChange(row, language);
    if (placements.length > 0 || remembered.last_lang !== undefined) {
      row = await updateCharacter(tx, row, { ...healthAfterChange(row, player.items, items, now), ...remembered }, now);
    }
    return {
      data: inventoryOf(items, language.requested),
      myCharacter: characterOf({ ...player, character: row, items }, language.requested, now),
    };
  });

/** POST /my-character/equipment/equip: a backpack item into its slot; the slot's item takes its backpack place. */
export const equipItem: RouteHandler<'equipItem'> = async ({ db, uid, body, language, now }) =>
  changeEquipment(db, uid, language, now, (player) => {
    const row = ownItem(player, body.id);
    if (isEquipped(row)) {
      throw new AppError('item-misplaced', 'This item is equipped already: only a backpack item can be equipped.', {
        field: 'id',
      });
    }
    return swapInto(player.items, row, { container: MainInventoryType.Inventory, position: equipmentOf(row).slot });
  });

/** POST /my-character/equipment/unequip: an equipped item to the first free backpack slot. */
export const unequipItem: RouteHandler<'unequipItem'> = async ({ db, uid, body, language, now }) =>
  changeEquipment(db, uid, language, now, (player) => {
    const row = ownItem(player, body.id);
    if (!isEquipped(row)) {
      throw new AppError('item-misplaced', 'This item is in the backpack: only an equipped item can be unequipped.', {
        field: 'id',
      });
    }
    const position = freeBackpackPosition(player);
    if (position === undefined) {
      throw new AppError('backpack-full', 'The backpack is full: sell or drop an item to make room first.');
    }
    return [{ item: row, to: { container: MainInventoryType.Backpack, position } }];
  });

/**
 * POST /my-character/equipment/move: drag and drop to an equipment slot (the item must fit it) or
 * a backpack position; an item already there swaps places with it (and must fit the place it gets).
 */
export const moveItem: RouteHandler<'moveItem'> = async ({ db, uid, body, language, now }) =>
  changeEquipment(db, uid, language, now, (player) =>
    swapInto(player.items, ownItem(player, body.id), placeOfTarget(body.target)),
  );
