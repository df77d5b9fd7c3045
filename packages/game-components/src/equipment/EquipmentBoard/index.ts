export {
  type EquipmentSlotId,
  equipmentSlotDefs,
  planEquip,
  planMove,
  planUnequip,
  type SlotRef,
} from '../private/inventory-model.ts';
export {
  EquipmentBoard,
  type EquipmentBoardLayout,
  type EquipmentBoardProps,
  type InventoryAction,
} from './EquipmentBoard.tsx';
