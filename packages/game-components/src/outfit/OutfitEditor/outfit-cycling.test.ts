import type { OutfitsItems } from '@rpg/contracts';
import { buildOutfit, buildOutfitChange, buildOutfitsItems } from '@rpg/contracts/fixtures';
import { avatarLayers } from '@rpg/game-assets';
import { describe, expect, it } from 'vitest';
import { cycleSlot, initialOutfitState, outfitChangeOf, selectOption, wrapIndex } from './outfit-cycling.ts';

const outfitsItems = buildOutfitsItems(3);
const start = () => initialOutfitState(buildOutfit(3), outfitsItems);
const withIndex = (part: keyof OutfitsItems, index: number | null): OutfitsItems => ({
  ...outfitsItems,
  [part]: { ...outfitsItems[part], CurrentIndex: index },
});

describe('wrapIndex', () => {
  it('moves by one inside the range', () => {
    expect(wrapIndex(1, 1, 4)).toBe(2);
    expect(wrapIndex(1, -1, 4)).toBe(0);
  });
  it('wraps at both ends', () => {
    expect(wrapIndex(3, 1, 4)).toBe(0);
    expect(wrapIndex(0, -1, 4)).toBe(3);
  });
});

describe('initialOutfitState', () => {
  it('shows the current option of every changeable part and keeps the rest of the outfit', () => {
    const outfit = buildOutfit(3);
    const state = initialOutfitState(outfit, outfitsItems);
    const current = (part: keyof OutfitsItems) => outfitsItems[part].items[outfitsItems[part].CurrentIndex ?? 0];
    expect(state.outfit.eyes).toBe(current('eyes')?.imagePath);
    expect(state.outfit.torsoArmor).toBe(current('torsos')?.imagePath);
    expect(state.outfit.weapon1).toBe(outfit.weapon1);
    expect(state.outfit.baseSkinHead).toBe(outfit.baseSkinHead);
  });
});

describe('cycleSlot', () => {
  it('next from the last option wraps to the first and sets the layer to its picture', () => {
    const items = withIndex('hairs', 3);
    const state = cycleSlot(initialOutfitState(buildOutfit(3), items), items, 'hair', 1);
    expect(state.indices.hairs).toBe(0);
    expect(state.outfit.hair).toBe(items.hairs.items[0]?.imagePath);
  });

  it('previous from the first option wraps to the last', () => {
    const items = withIndex('torsos', 0);
    const state = cycleSlot(initialOutfitState(buildOutfit(3), items), items, 'torso', -1);
    expect(state.indices.torsos).toBe(3);
    expect(state.outfit.torsoArmor).toBe(items.torsos.items[3]?.imagePath);
  });

  it('maps each slot to its outfit layer', () => {
    const items = withIndex('bottoms', 0);
    const state = cycleSlot(initialOutfitState(buildOutfit(3), items), items, 'bottom', 1);
    expect(state.outfit.bottom).toBe(items.bottoms.items[1]?.imagePath);
    expect(state.indices.bottoms).toBe(1);
  });

  it('ignores a slot whose index is null', () => {
    const state = start();
    expect(state.indices.weapon1).toBeNull();
    expect(cycleSlot(state, outfitsItems, 'leftHand', 1)).toBe(state);
    expect(cycleSlot(state, outfitsItems, 'rightHand', -1)).toBe(state);
  });

  it('a new hair brings its back part along', () => {
    const items = withIndex('hairs', 0);
    const hairs = Object.values(avatarLayers.hair);
    const state = selectOption(initialOutfitState(buildOutfit(3), items), items, 'hair', 1);
    const chosen = hairs.find((hair) => hair.path === state.outfit.hair);
    expect(chosen).toBeDefined();
    const part2 = chosen && 'part2' in chosen && typeof chosen.part2 === 'string' ? chosen.part2 : '';
    expect(state.outfit.hairPart2).toBe(part2);
  });
});

describe('outfitChangeOf', () => {
  it('sends only the parts with a non-null index', () => {
    const change = outfitChangeOf(start().indices, outfitsItems);
    expect(change).toEqual(buildOutfitChange(outfitsItems));
    expect(change).not.toHaveProperty('weapon1AppearanceItemId');
    expect(change).not.toHaveProperty('weapon2AppearanceItemId');
    expect(Object.keys(change)).toHaveLength(5);
  });

  it('sends the ids chosen by cycling', () => {
    const items = withIndex('eyes', 2);
    const state = cycleSlot(initialOutfitState(buildOutfit(3), items), items, 'eyes', 1);
    expect(outfitChangeOf(state.indices, items).eyesAppearanceItemId).toBe(items.eyes.items[3]?.id);
  });

  it('sends a weapon part when it has an index', () => {
    const items: OutfitsItems = {
      ...outfitsItems,
      weapon1: {
        CurrentIndex: 1,
        items: [
          { id: 150, imagePath: 'a' },
          { id: 151, imagePath: 'b' },
        ],
      },
    };
    expect(outfitChangeOf(initialOutfitState(buildOutfit(3), items).indices, items).weapon1AppearanceItemId).toBe(151);
  });
});
