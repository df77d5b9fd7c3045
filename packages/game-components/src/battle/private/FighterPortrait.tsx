import type { Outfit } from '@rpg/contracts';
import { Image } from '@rpg/design-system';
import { fallbacks } from '@rpg/game-assets';
import { LayeredAvatar } from '../../equipment/index.ts';

export interface FighterPortraitProps {
  /** A player's look: drawn as the layered avatar. */
  outfit: Outfit | null;
  /** A monster's picture (a player has none): its placeholder when missing or failing. */
  imagePath: string;
  /** The accessible name of the picture. */
  label: string;
  size: 'small' | 'medium';
}

/** One side of a fight: a player's layered avatar or a monster's picture. */
export function FighterPortrait({ outfit, imagePath, label, size }: FighterPortraitProps) {
  if (outfit) return <LayeredAvatar outfit={outfit} label={label} size={size} />;
  return (
    <Image
      src={imagePath || fallbacks.monster.path}
      fallbackSrc={fallbacks.monster.path}
      alt={label}
      aspectRatio="1 / 1"
      fit="contain"
    />
  );
}
