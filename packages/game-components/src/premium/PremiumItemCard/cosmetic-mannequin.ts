import type { Outfit } from '@rpg/contracts';
import { avatarLayers, skinTones } from '@rpg/game-assets';

const bare: Outfit = {
  back: '',
  bottom: '',
  hair: '',
  hairPart2: '',
  weapon1: '',
  weapon1Part2: '',
  weapon2: '',
  weapon2Part2: '',
  baseSkinTorso: skinTones.light.torso.path,
  baseSkinHead: skinTones.light.head.path,
  torsoArmor: '',
  mouth: '',
  eyes: '',
};

const layerByFolder: Readonly<Record<string, keyof Outfit>> = {
  back: 'back',
  bottom: 'bottom',
  hair: 'hair',
  weapon1: 'weapon1',
  weapon2: 'weapon2',
  'torso-armor': 'torsoArmor',
  torsoArmor: 'torsoArmor',
  mouth: 'mouth',
  eyes: 'eyes',
};

const hairBackPart = new Map<string, string>(
  Object.values(avatarLayers.hair).map((option) => [
    option.path,
    'part2' in option && typeof option.part2 === 'string' ? option.part2 : '',
  ]),
);

/**
 * A bare mannequin wearing one cosmetic (an avatar layer picture, `/images/avatar/<layer>/...`),
 * so small parts such as eyes are seen on a face. Undefined when the path is not an avatar layer.
 */
export function cosmeticMannequin(imagePath: string): Outfit | undefined {
  const folder = /\/avatar\/([^/]+)\//.exec(imagePath)?.[1];
  const layer = folder === undefined ? undefined : layerByFolder[folder];
  if (layer === undefined) return undefined;
  const outfit: Outfit = { ...bare, [layer]: imagePath };
  if (layer === 'hair') outfit.hairPart2 = hairBackPart.get(imagePath) ?? '';
  return outfit;
}
