import { contractLimits, firstFreeBackpackPosition, MainInventoryType } from '@rpg/contracts';
import type { ItemRow, Player } from './state.ts';

/** Whether one of the items lies at a backpack position (the question the contract's placement rule asks). */
export const backpackPositionTaken = (items: readonly ItemRow[]) => {
  const taken = new Set(
    items.filter((item) => item.container === MainInventoryType.Backpack).map((item) => item.position),
  );
  return (position: number): boolean => taken.has(position);
};

/** The player's lowest free backpack position, or undefined when the backpack is full. */
export const freeBackpackPosition = (player: Player): number | undefined =>
  firstFreeBackpackPosition(backpackPositionTaken(player.items));

/** Every free backpack position of the player, lowest first. */
export const freeBackpackPositions = (player: Player): number[] => {
  const isTaken = backpackPositionTaken(player.items);
  return Array.from({ length: contractLimits.backpackSlots }, (_, position) => position).filter(
    (position) => !isTaken(position),
  );
};
