// The outfit area's names: what the package index (src/index.ts) and the other areas may import from it.

export { ChangeOutfitScreen, type ChangeOutfitScreenProps } from './ChangeOutfitScreen/index.ts';
// The outfit cycling the character area's creation form shares (not re-exported by the package).
export {
  cycleSlot,
  initialOutfitState,
  OutfitEditor,
  type OutfitEditorProps,
  type OutfitEditorState,
  type OutfitPageId,
  type OutfitSlotId,
  outfitChangeOf,
  outfitPageIds,
  outfitSlotIds,
  outfitSlots,
} from './OutfitEditor/index.ts';
