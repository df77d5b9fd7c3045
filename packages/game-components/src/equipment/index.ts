// The equipment area's names: what the package index (src/index.ts) and the other areas may import from it.

export { EquipmentScreen, type EquipmentScreenProps } from './EquipmentScreen/index.ts';
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
} from './InventoryPanel/index.ts';
export {
  type ItemAction,
  ItemCard,
  type ItemCardContext,
  type ItemCardProps,
  type ItemCardSize,
  type ItemDragHandleProps,
  ShopItemCard,
  type ShopItemCardProps,
} from './ItemCard/index.ts';
export {
  LayeredAvatar,
  type LayeredAvatarProps,
  type LayeredAvatarSize,
  layeredAvatarSizes,
} from './LayeredAvatar/index.ts';
export { SlotPlaceholder, type SlotPlaceholderProps, type SlotPlaceholderSlot } from './SlotPlaceholder/index.ts';
