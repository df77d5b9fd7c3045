export { OutfitEditor, type OutfitEditorProps } from './OutfitEditor.tsx';
export { OutfitEditorChevron } from './OutfitEditorChevron.tsx';
export {
  cycleSlot,
  initialOutfitState,
  type OutfitEditorState,
  type OutfitIndices,
  type OutfitPageId,
  type OutfitSlot,
  type OutfitSlotId,
  outfitChangeOf,
  outfitPageIds,
  outfitSlotIds,
  outfitSlots,
  selectOption,
  wrapIndex,
} from './outfitCycling.ts';
