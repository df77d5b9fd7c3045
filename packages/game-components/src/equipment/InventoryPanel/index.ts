export { Backpack, type BackpackProps } from './Backpack.tsx';
export {
  EquipmentBoard,
  type EquipmentBoardLayout,
  type EquipmentBoardProps,
  type InventoryAction,
} from './EquipmentBoard.tsx';
export { InventoryPanel, type InventoryPanelProps } from './InventoryPanel.tsx';
export {
  type EquipmentSlotId,
  equipmentSlotDefs,
  planEquip,
  planMove,
  planUnequip,
  type SlotRef,
} from './inventoryModel.ts';
