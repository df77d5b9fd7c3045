import type { OutfitPartName, StarterLook } from '@rpg/contracts';
import { MainInventoryType } from '@rpg/contracts';
import {
  content,
  isEquipment,
  type OutfitOptionDefinition,
  outfitParts,
  starterItemIds,
  startingOutfitIds,
} from '../../content/index.ts';
import { gearLayers } from '../../player/gear-look.ts';
import { outfitImages } from '../../player/view.ts';

/** A starter option: free for everyone, so a new character may start in it. */
export const isStarterOption = (option: OutfitOptionDefinition) => option.availability.kind === 'free';

/** The starting option of every part, with the choices of `look` put on. */
export const starterOutfitIds = (look: Partial<Record<OutfitPartName, number>> = {}): Record<OutfitPartName, number> =>
  Object.fromEntries(
    outfitParts.map((part) => [part, look[part] ?? content.outfits.get(startingOutfitIds[part]).num]),
  ) as Record<OutfitPartName, number>;

/**
 * GET /my-character/starter-look's data: the look a new character starts in and, per part, the
 * starter options creation offers (the free ones), the starting one chosen. The same for every
 * account, and the same shape as the character's own outfit and outfitsItems.
 */
export const starterLook = (): StarterLook => {
  const ids = starterOutfitIds();
  const choice = Object.fromEntries(
    outfitParts.map((part) => [part, content.outfits.findByNum(ids[part]) as OutfitOptionDefinition]),
  ) as Record<OutfitPartName, OutfitOptionDefinition>;
  const outfitsItems = Object.fromEntries(
    outfitParts.map((part) => {
      const options = content.outfits.all.filter((option) => option.part === part && isStarterOption(option));
      const index = options.findIndex((option) => option.num === ids[part]);
      return [
        part,
        {
          CurrentIndex: index === -1 ? null : index,
          items: options.map((option) => ({ id: option.num, imagePath: option.image })),
        },
      ];
    }),
  ) as StarterLook['outfitsItems'];
  // The hands hold the starter gear a new character is given, as its avatar will draw them.
  const starterGear = starterItemIds.flatMap((id) => {
    const item = content.items.get(id);
    return isEquipment(item)
      ? [{ item_id: item.num, container: MainInventoryType.Inventory, position: item.slot }]
      : [];
  });
  return { outfit: { ...outfitImages(choice), ...gearLayers(starterGear, choice) }, outfitsItems };
};
