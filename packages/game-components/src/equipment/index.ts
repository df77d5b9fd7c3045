// The equipment area's names: what the package index (src/index.ts) and the other areas may import from it.

export { Backpack, type BackpackProps } from './Backpack/index.ts';
export {
  EquipmentBoard,
  type EquipmentBoardLayout,
  type EquipmentBoardProps,
  type EquipmentSlotId,
  equipmentSlotDefs,
  type InventoryAction,
  planEquip,
  planMove,
  planUnequip,
  type SlotRef,
} from './EquipmentBoard/index.ts';
export { EquipmentScreen, type EquipmentScreenProps } from './EquipmentScreen/index.ts';
export { InventoryPanel, type InventoryPanelProps } from './InventoryPanel/index.ts';
export {
  type ItemAction,
  ItemCard,
  type ItemCardContext,
  type ItemCardProps,
  type ItemCardSize,
  type ItemDragHandleProps,
} from './ItemCard/index.ts';
export {
  LayeredAvatar,
  type LayeredAvatarProps,
  type LayeredAvatarSize,
  layeredAvatarSizes,
} from './LayeredAvatar/index.ts';
export { ShopItemCard, type ShopItemCardProps } from './ShopItemCard/index.ts';
export { SlotPlaceholder, type SlotPlaceholderProps, type SlotPlaceholderSlot } from './SlotPlaceholder/index.ts';
