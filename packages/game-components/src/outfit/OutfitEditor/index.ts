export { OutfitEditor, type OutfitEditorProps } from './OutfitEditor.tsx';
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
} from './outfit-cycling.ts';
