import { InventorySlotType, MainInventoryType, type Outfit, type OutfitPartName } from '@rpg/contracts';
import { type AvatarOptionId, avatarLayers, type ItemId, items as itemArt } from '@rpg/game-assets';
import type { Kysely } from 'kysely';
import { content, isEquipment, type OutfitOptionDefinition } from '../content/index.ts';
import type { Database } from '../db/types.ts';
import type { ItemRow } from './state.ts';

/**
 * Which avatar picture draws each equipped weapon: the avatar has fewer weapon pictures than there
 * are items, so an item is drawn by the picture of its family (every sword by a sword, every staff
 * by a staff). An item missing here (a bow, a spellbook) has no picture on the avatar: the hand stays
 * empty rather than holding something the hero does not have.
 */
const weapon1Art: Partial<Record<ItemId, AvatarOptionId<'weapon1'>>> = {
  shortsword: 'shortsword',
  sabre: 'shortsword',
  cleaver: 'shortsword',
  dagger: 'shortsword',
  longsword: 'longsword',
  broadsword: 'longsword',
  runeblade: 'longsword',
  greatsword: 'longsword',
  flameblade: 'longsword',
  handaxe: 'battleaxe',
  battleaxe: 'battleaxe',
  beardedAxe: 'battleaxe',
  greataxe: 'battleaxe',
  pickaxe: 'battleaxe',
  mace: 'mace',
  morningstar: 'mace',
  warhammer: 'mace',
  maul: 'mace',
  spear: 'spear',
  halberd: 'spear',
  oakStaff: 'oakStaff',
  natureStaff: 'oakStaff',
  boneStaff: 'oakStaff',
  frostStaff: 'oakStaff',
  arcaneWand: 'oakStaff',
  holyWand: 'oakStaff',
  fireStaff: 'fireStaff',
  fireWand: 'fireStaff',
};

/** The same for the second hand: a shield by a shield, an off-hand dagger or orb by its own picture. */
const weapon2Art: Partial<Record<ItemId, AvatarOptionId<'weapon2'>>> = {
  roundShield: 'roundShield',
  beastShield: 'roundShield',
  heaterShield: 'heaterShield',
  sunShield: 'heaterShield',
  kiteShield: 'kiteShield',
  towerShield: 'towerShield',
  dagger: 'dagger',
  arcaneOrb: 'arcaneOrb',
};

/** The second hand's pictures that are shields (the rest are off-hand weapons). */
const shieldArt: ReadonlySet<AvatarOptionId<'weapon2'>> = new Set([
  'roundShield',
  'heaterShield',
  'kiteShield',
  'towerShield',
]);

const itemIdByPath = new Map<string, ItemId>(
  (Object.keys(itemArt) as ItemId[]).map((id) => [itemArt[id].path, id] as const),
);

type Hand = 'weapon1' | 'weapon2';

/** The avatar picture (a path) of the item whose art is `imagePath` in `hand`, or '' when it has none. */
export const handArt = (hand: Hand, imagePath: string): string => {
  const id = itemIdByPath.get(imagePath);
  if (id === undefined) return '';
  if (hand === 'weapon1') {
    const key = weapon1Art[id];
    return key === undefined ? '' : avatarLayers.weapon1[key].path;
  }
  const key = weapon2Art[id];
  return key === undefined ? '' : avatarLayers.weapon2[key].path;
};

const shieldPaths: ReadonlySet<string> = new Set([...shieldArt].map((key) => avatarLayers.weapon2[key].path as string));

/** An equipped item of the rows: what lies in the equipment slot `slot`. */
type Owned = Pick<ItemRow, 'item_id' | 'container' | 'position'>;

const equippedArt = (items: readonly Owned[], slot: InventorySlotType): string => {
  const row = items.find((item) => item.container === MainInventoryType.Inventory && item.position === slot);
  const item = row === undefined ? undefined : content.items.findByNum(row.item_id);
  if (item === undefined || !isEquipment(item)) return '';
  return handArt(slot === InventorySlotType.Weapon1 ? 'weapon1' : 'weapon2', item.image);
};

/**
 * The avatar's two hands from what is equipped (issue 32: the avatar draws what the hero has): the
 * equipped weapon's picture in weapon1, the equipped shield or off-hand weapon's in weapon2, nothing
 * for an empty slot. A weapon look the player unlocked (crafted or bought, not a free starter option)
 * is drawn instead of the picture of an equipped item of its kind: a weapon look over any weapon, a
 * shield look over a shield, an off-hand look over an off-hand weapon. So a free look chosen at
 * creation never draws a staff in the hand of a hero holding a sword, or a shield no one carries.
 */
export const gearLayers = (
  items: readonly Owned[],
  choice: Pick<Record<OutfitPartName, OutfitOptionDefinition>, 'weapon1' | 'weapon2'>,
): Pick<Outfit, 'weapon1' | 'weapon1Part2' | 'weapon2' | 'weapon2Part2'> => {
  const unlocked = (option: OutfitOptionDefinition) => option.availability.kind !== 'free';
  let weapon1 = equippedArt(items, InventorySlotType.Weapon1);
  if (weapon1 !== '' && unlocked(choice.weapon1)) weapon1 = choice.weapon1.image;
  let weapon2 = equippedArt(items, InventorySlotType.Weapon2);
  if (
    weapon2 !== '' &&
    unlocked(choice.weapon2) &&
    shieldPaths.has(weapon2) === shieldPaths.has(choice.weapon2.image)
  ) {
    weapon2 = choice.weapon2.image;
  }
  return { weapon1, weapon1Part2: '', weapon2, weapon2Part2: '' };
};

/** The equipped items of a character (a read outside its transaction: another player, a stored battle, a preview). */
export const equippedRows = (db: Kysely<Database>, characterId: number): Promise<Owned[]> =>
  db
    .selectFrom('items')
    .select(['item_id', 'container', 'position'])
    .where('character_id', '=', characterId)
    .where('container', '=', MainInventoryType.Inventory)
    .execute();
