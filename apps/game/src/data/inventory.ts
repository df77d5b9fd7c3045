import { type InventoryGameItem, type MoveTarget, routeRefs } from '@rpg/contracts';
import { useCallback } from 'react';
import { useAct } from '../lib/act.ts';
import type { Reply } from '../lib/api-client.ts';
import { useCall, useMyCharacter } from '../lib/query.ts';

type InventoryReply = Reply<typeof routeRefs.equipItem>;

/**
 * Equip, unequip and drag-and-drop moves, shared by /my-character and /equipment. The one
 * optimistic layer is the SWR cache: the board hands over the inventory it predicts, which shows
 * at once; the server's inventory replaces it, and a refusal rolls it back with a message. The
 * reply carries only the inventory, while what is equipped also moves the stats (damage, armour,
 * block) and the avatar's hands: the character is read again behind it.
 */
export const useEquipmentActions = () => {
  const call = useCall();
  const act = useAct();
  const { mutate } = useMyCharacter();

  const run = useCallback(
    (request: () => Promise<InventoryReply>, predicted: readonly InventoryGameItem[] | undefined) =>
      act(() =>
        mutate(
          async (current) => {
            const reply = await request();
            return current && { ...current, data: { ...current.data, inventoryGameItems: reply.data } };
          },
          {
            optimisticData: (current) =>
              current && predicted
                ? { ...current, data: { ...current.data, inventoryGameItems: [...predicted] } }
                : (current as NonNullable<typeof current>),
            rollbackOnError: true,
            revalidate: true,
          },
        ),
      ),
    [act, mutate],
  );

  return {
    equip: (item: InventoryGameItem, predicted?: readonly InventoryGameItem[]) =>
      run(() => call(routeRefs.equipItem, { body: { id: item.id } }), predicted),
    unequip: (item: InventoryGameItem, predicted?: readonly InventoryGameItem[]) =>
      run(() => call(routeRefs.unequipItem, { body: { id: item.id } }), predicted),
    move: (item: InventoryGameItem, target: MoveTarget, predicted?: readonly InventoryGameItem[]) =>
      run(() => call(routeRefs.moveItem, { body: { id: item.id, target } }), predicted),
  };
};
