export { Backpack, type BackpackProps } from './Backpack.tsx';
export { EquipmentBoard, type EquipmentBoardLayout, type EquipmentBoardProps } from './EquipmentBoard.tsx';
export { InventoryPanel, type InventoryPanelProps } from './InventoryPanel.tsx';
export {
  type EquipmentMoveTarget,
  type EquipmentSlotId,
  equipmentSlotDefs,
  planEquip,
  planMove,
  planUnequip,
  type SlotRef,
  toMoveTarget,
} from './inventoryModel.ts';
