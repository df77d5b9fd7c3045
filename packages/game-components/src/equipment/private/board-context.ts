import type { InventoryGameItem } from '@rpg/contracts';
import { createContext } from 'react';
import type { ItemDragHandleProps } from '../ItemCard/index.ts';
import type { SlotRef } from './inventory-model.ts';

export type DropState = 'candidate' | 'origin' | 'valid' | 'invalid';

/** What EquipmentBoard gives the panels inside it: drag handles and the drop highlight of each slot. */
export interface BoardBindings {
  handleProps(item: InventoryGameItem, slot: SlotRef): ItemDragHandleProps;
  dropState(slot: SlotRef): DropState | undefined;
  draggingId: number | null;
}

export const BoardContext = createContext<BoardBindings | null>(null);
