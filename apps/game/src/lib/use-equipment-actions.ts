import { type Character, type InventoryGameItem, type MoveTarget, routeRefs } from '@rpg/contracts';
import { useCallback } from 'react';
import { useAct } from './act.ts';
import { useRouteMutation } from './query.ts';

/** The character with the inventory the board predicts (nothing guessed when it predicts none). */
const wearing =
  (predicted: readonly InventoryGameItem[] | undefined) =>
  (character: Character): Character =>
    predicted ? { ...character, inventoryGameItems: [...predicted] } : character;

/**
 * Equip, unequip and drag-and-drop moves, shared by /my-character and /equipment. The board hands over
 * the inventory it predicts, which shows at once; the reply's character (inventory, and the stats and
 * hands the gear moves) replaces it, and a refusal rolls it back with a message.
 */
export const useEquipmentActions = () => {
  const act = useAct();
  const equip = useRouteMutation(routeRefs.equipItem);
  const unequip = useRouteMutation(routeRefs.unequipItem);
  const move = useRouteMutation(routeRefs.moveItem);
  return {
    equip: useCallback(
      (item: InventoryGameItem, predicted?: readonly InventoryGameItem[]) =>
        act(() => equip({ body: { id: item.id } }, { guess: wearing(predicted) })),
      [act, equip],
    ),
    unequip: useCallback(
      (item: InventoryGameItem, predicted?: readonly InventoryGameItem[]) =>
        act(() => unequip({ body: { id: item.id } }, { guess: wearing(predicted) })),
      [act, unequip],
    ),
    move: useCallback(
      (item: InventoryGameItem, target: MoveTarget, predicted?: readonly InventoryGameItem[]) =>
        act(() => move({ body: { id: item.id, target } }, { guess: wearing(predicted) })),
      [act, move],
    ),
  };
};
