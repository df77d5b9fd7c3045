import type { Outfit, OutfitChange, OutfitPartName, OutfitsItems } from '@rpg/contracts';
import { avatarLayers } from '@rpg/game-assets';

/** The editor's seven slots, in the spec's order (hairs, torso, left hand, right hand, bottom, eyes, mouth). */
export const outfitSlotIds = ['hair', 'torso', 'leftHand', 'rightHand', 'bottom', 'eyes', 'mouth'] as const;
export type OutfitSlotId = (typeof outfitSlotIds)[number];

export interface OutfitSlot {
  id: OutfitSlotId;
  /** Where its options are in OutfitsItems. */
  part: OutfitPartName;
  /** The outfit layer a chosen option is drawn on. */
  layer: keyof Outfit;
  /** The field of the save payload. */
  changeKey: keyof OutfitChange;
}

export const outfitSlots: Readonly<Record<OutfitSlotId, OutfitSlot>> = {
  hair: { id: 'hair', part: 'hairs', layer: 'hair', changeKey: 'hairAppearanceItemId' },
  torso: { id: 'torso', part: 'torsos', layer: 'torsoArmor', changeKey: 'torsoAppearanceItemId' },
  leftHand: { id: 'leftHand', part: 'weapon1', layer: 'weapon1', changeKey: 'weapon1AppearanceItemId' },
  rightHand: { id: 'rightHand', part: 'weapon2', layer: 'weapon2', changeKey: 'weapon2AppearanceItemId' },
  bottom: { id: 'bottom', part: 'bottoms', layer: 'bottom', changeKey: 'legsAppearanceItemId' },
  eyes: { id: 'eyes', part: 'eyes', layer: 'eyes', changeKey: 'eyesAppearanceItemId' },
  mouth: { id: 'mouth', part: 'mouths', layer: 'mouth', changeKey: 'mouthAppearanceItemId' },
};

/** The pages of the selector (the spec's categories), each a slot whose options are shown as a grid. */
export const outfitPageIds = ['eyes', 'torso', 'bottom'] as const satisfies readonly OutfitSlotId[];
export type OutfitPageId = (typeof outfitPageIds)[number];

/** The chosen option index of every part (null: the part cannot change). */
export type OutfitIndices = Record<OutfitPartName, number | null>;

export interface OutfitEditorState {
  /** The outfit shown in the preview. */
  outfit: Outfit;
  indices: OutfitIndices;
}

/**
 * The editor's starting point: the server's current indices, and the character's outfit with
 * each changeable part showing its current option, so the preview is what a save would send.
 */
export function initialOutfitState(outfit: Outfit, outfitsItems: OutfitsItems): OutfitEditorState {
  const indices = Object.fromEntries(
    Object.values(outfitSlots).map(({ part }) => [part, outfitsItems[part].CurrentIndex]),
  ) as OutfitIndices;
  let state: OutfitEditorState = { outfit, indices };
  for (const slot of outfitSlotIds) {
    const index = indices[outfitSlots[slot].part];
    if (index !== null) state = selectOption(state, outfitsItems, slot, index);
  }
  return state;
}

/** `index + delta`, wrapping round at both ends of `length` options. */
export function wrapIndex(index: number, delta: number, length: number): number {
  if (length <= 0) return index;
  return (((index + delta) % length) + length) % length;
}

/** A slot can be cycled when its index is not null and it has options. */
export function isSlotEnabled(state: OutfitEditorState, outfitsItems: OutfitsItems, slot: OutfitSlotId): boolean {
  const { part } = outfitSlots[slot];
  return state.indices[part] !== null && outfitsItems[part].items.length > 0;
}

const hairBackPart = new Map<string, string>(
  Object.values(avatarLayers.hair).map((option) => {
    const { path } = option;
    const part2 = 'part2' in option && typeof option.part2 === 'string' ? option.part2 : '';
    return [path, part2];
  }),
);

/** Chooses option `index` of a slot: the index moves and the slot's outfit layer shows the option's picture. */
export function selectOption(
  state: OutfitEditorState,
  outfitsItems: OutfitsItems,
  slot: OutfitSlotId,
  index: number,
): OutfitEditorState {
  if (!isSlotEnabled(state, outfitsItems, slot)) return state;
  const { part, layer } = outfitSlots[slot];
  const option = outfitsItems[part].items[index];
  if (!option) return state;
  const outfit: Outfit = { ...state.outfit, [layer]: option.imagePath };
  // A hair style may have a back part drawn behind the head: it follows the chosen hair.
  if (layer === 'hair') {
    const part2 = hairBackPart.get(option.imagePath);
    if (part2 !== undefined) outfit.hairPart2 = part2;
  }
  return { outfit, indices: { ...state.indices, [part]: index } };
}

/** Next (+1) or previous (-1) option of a slot, wrapping round at both ends; ignored when its index is null. */
export function cycleSlot(
  state: OutfitEditorState,
  outfitsItems: OutfitsItems,
  slot: OutfitSlotId,
  delta: 1 | -1,
): OutfitEditorState {
  const { part } = outfitSlots[slot];
  const current = state.indices[part];
  if (current === null || !isSlotEnabled(state, outfitsItems, slot)) return state;
  return selectOption(state, outfitsItems, slot, wrapIndex(current, delta, outfitsItems[part].items.length));
}

/** The save payload: the option id of every part whose index is not null, nothing else. */
export function outfitChangeOf(indices: OutfitIndices, outfitsItems: OutfitsItems): OutfitChange {
  const change: OutfitChange = {};
  for (const { part, changeKey } of Object.values(outfitSlots)) {
    const index = indices[part];
    if (index === null) continue;
    const option = outfitsItems[part].items[index];
    if (option) change[changeKey] = option.id;
  }
  return change;
}
