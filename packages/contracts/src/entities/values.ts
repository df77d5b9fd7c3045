import { InventorySlotType, ItemRarity, MainInventoryType } from '../enums.ts';
import type { BaseInfo, Character } from './character.ts';
import type { InventoryGameItem } from './equipment.ts';
import type { OutfitLayer } from './outfit.ts';

/*
 * The entities' values and builders, apart from their schemas: a page that draws an avatar or an empty slot
 * imports these without zod (the schema modules build every schema as they load). The schema modules
 * re-export them.
 */

/** The spec's layer order, back to front: back, bottom, hair parts, weapons, skin, torso armour, mouth, eyes, hair. */
export const outfitLayerOrder = [
  'back',
  'bottom',
  'hairPart2',
  'weapon1Part2',
  'weapon2Part2',
  'weapon1',
  'weapon2',
  'baseSkinTorso',
  'baseSkinHead',
  'torsoArmor',
  'mouth',
  'eyes',
  'hair',
] as const satisfies readonly OutfitLayer[];

/** An empty equipment or backpack slot as the inventory list carries it (the client draws the slot's placeholder). */
export const emptyInventorySlot = (
  inventoryType: InventorySlotType = InventorySlotType.None,
  mainInventoryType: MainInventoryType = MainInventoryType.Backpack,
  id = 0,
): InventoryGameItem => ({
  id,
  name: '',
  isEmpty: true,
  inventoryType,
  mainInventoryType,
  rarity: ItemRarity.Common,
  imagePath: '',
  force: 0,
  intelligence: 0,
  dexterity: 0,
  endurance: 0,
  armor: 0,
  minDmg: 0,
  maxDmg: 0,
  sellValue: 0,
});

/** Base info of a character, read off the full character (some calls name stamina actionPoints). */
export const baseInfoOf = (
  character: Pick<Character, 'baseCurrency' | 'premiumCurrency' | 'actionPoints'>,
): BaseInfo => ({
  baseCurrency: character.baseCurrency,
  premiumCurrency: character.premiumCurrency,
  stamina: character.actionPoints,
});
