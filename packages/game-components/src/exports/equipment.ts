// Public exports of the equipment area's components (owned by that area).

export { EquipmentScreen, type EquipmentScreenProps } from '../EquipmentScreen/index.ts';
export {
  Backpack,
  type BackpackProps,
  EquipmentBoard,
  type EquipmentBoardLayout,
  type EquipmentBoardProps,
  type EquipmentSlotId,
  equipmentSlotDefs,
  type InventoryAction,
  InventoryPanel,
  type InventoryPanelProps,
  planEquip,
  planMove,
  planUnequip,
  type SlotRef,
} from '../InventoryPanel/index.ts';
export {
  type ItemAction,
  ItemCard,
  type ItemCardContext,
  type ItemCardProps,
  type ItemCardSize,
  type ItemDragHandleProps,
  ShopItemCard,
  type ShopItemCardProps,
} from '../ItemCard/index.ts';
export {
  LayeredAvatar,
  type LayeredAvatarProps,
  type LayeredAvatarSize,
  layeredAvatarSizes,
} from '../LayeredAvatar/index.ts';
export { SlotPlaceholder, type SlotPlaceholderProps, type SlotPlaceholderSlot } from '../SlotPlaceholder/index.ts';
