/**
 * Where an owned item may lie (game-rules: the four equipment slots and the backpack), as one pure
 * rule for both ends: the server decides a move with it, the board predicts the same answer before
 * the server gives it (optimistic moves). Items are generic: each caller says how to read the
 * equipment slot an item's type belongs in, so the rule needs neither database rows nor the
 * contract's inventory list.
 */
import { type InventorySlotType, MainInventoryType } from './enums.ts';
import { contractLimits } from './limits.ts';

/** Where an item lies: equipped (position = the slot's InventorySlotType, 1..4) or in the backpack (position 0..19). */
export interface ItemPlace {
  container: MainInventoryType;
  position: number;
}

/** The equipment slot an item's type belongs in (None for an item that is never worn). */
export type SlotTypeOf<T> = (item: T) => InventorySlotType;

const samePlace = (a: ItemPlace, b: ItemPlace): boolean => a.container === b.container && a.position === b.position;

/**
 * The item may lie at `place`: anywhere in the backpack, or in the equipment slot of its type.
 * The slot type is read only for an equipment place, so a backpack move never needs it.
 */
export const fitsPlace = <T>(item: T, place: ItemPlace, slotTypeOf: SlotTypeOf<T>): boolean =>
  place.container === MainInventoryType.Backpack || slotTypeOf(item) === place.position;

/**
 * The lowest free backpack position, or undefined when the backpack is full. `isTaken` says whether
 * an item lies at a position, since each caller keeps its items its own way (rows, a board model).
 */
export const firstFreeBackpackPosition = (isTaken: (position: number) => boolean): number | undefined => {
  for (let position = 0; position < contractLimits.backpackSlots; position++) {
    if (!isTaken(position)) return position;
  }
  return undefined;
};

/** An item moved from `from` to `to`, onto `occupant` when another item lies there. */
export interface ItemMove<T> {
  item: T;
  from: ItemPlace;
  to: ItemPlace;
  occupant: T | undefined;
}

/** One item going to a new place. */
export interface Relocation<T> {
  item: T;
  to: ItemPlace;
}

/** Why a move is refused: the moved item does not fit the target, or the item there does not fit the place it would get. */
export type MoveRefusal = 'item-does-not-fit' | 'occupant-does-not-fit';

/**
 * A move's outcome: the relocations to make (none for a move onto the item's own place, two for a
 * swap), or the refusal with the item that does not fit and the place it does not fit.
 */
export type SwapPlan<T> =
  | { ok: true; relocations: Relocation<T>[] }
  | { ok: false; refusal: MoveRefusal; item: T; place: ItemPlace };

/**
 * What a move does: the item must fit the target; an item already there takes the moved item's
 * old place (a swap) and must fit it, since no move may leave an item in a slot of another type.
 */
export function planSwap<T>({ item, from, to, occupant }: ItemMove<T>, slotTypeOf: SlotTypeOf<T>): SwapPlan<T> {
  if (!fitsPlace(item, to, slotTypeOf)) return { ok: false, refusal: 'item-does-not-fit', item, place: to };
  if (samePlace(from, to)) return { ok: true, relocations: [] };
  if (occupant === undefined) return { ok: true, relocations: [{ item, to }] };
  if (!fitsPlace(occupant, from, slotTypeOf)) {
    return { ok: false, refusal: 'occupant-does-not-fit', item: occupant, place: from };
  }
  return {
    ok: true,
    relocations: [
      { item, to },
      { item: occupant, to: from },
    ],
  };
}
