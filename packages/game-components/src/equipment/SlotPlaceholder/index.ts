export { SlotPlaceholder, type SlotPlaceholderProps, type SlotPlaceholderSlot } from './SlotPlaceholder.tsx';
