import { type Outfit, type OutfitLayer, outfitLayerOrder } from '@rpg/contracts';
import { fallbacks } from '@rpg/game-assets';
import { useState } from 'react';
import * as styles from './LayeredAvatar.css.ts';

export type LayeredAvatarSize = 'full' | 'large' | 'medium' | 'small';

/** Pixel size of each avatar size (the spec's 320 x 384 canvas, scaled at 5:6). */
export const layeredAvatarSizes: Record<LayeredAvatarSize, { width: number; height: number }> = {
  full: { width: 320, height: 384 },
  large: { width: 240, height: 288 },
  medium: { width: 160, height: 192 },
  small: { width: 64, height: 77 },
};

export interface LayeredAvatarProps {
  /** The image path of every layer; empty paths are skipped. */
  outfit: Outfit;
  /** The accessible name of the picture, e.g. the character's name. */
  label: string;
  /** `full` is the spec's 320 x 384 px; the others keep the 5:6 ratio. Default `full`. */
  size?: LayeredAvatarSize;
}

/** The layers the avatar cannot be drawn without: if the skin fails, the whole fallback figure is shown. */
const baseLayers: readonly OutfitLayer[] = ['baseSkinTorso'];

/**
 * The character drawn from its outfit: every layer is a picture on the same 320 x 384
 * canvas, stacked in the spec's order (back, bottom, hair parts, weapons, skin, torso
 * armour, mouth, eyes, hair). One accessible image; the layers are decorative. A layer
 * that fails to load is hidden; if the skin is missing or fails, the fallback avatar shows.
 */
export function LayeredAvatar({ outfit, label, size = 'full' }: LayeredAvatarProps) {
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const markFailed = (path: string) =>
    setFailed((current) => (current.has(path) ? current : new Set(current).add(path)));

  const layers = outfitLayerOrder
    .map((layer) => ({ layer, path: outfit[layer] }))
    .filter(({ path }) => path !== '' && !failed.has(path));
  const baseMissing = baseLayers.some((layer) => outfit[layer] === '' || failed.has(outfit[layer]));
  const { width, height } = layeredAvatarSizes[size];

  return (
    <div
      role="img"
      aria-label={label}
      className={`${styles.root} ${styles.size[size]}`}
      data-avatar-state={baseMissing ? 'fallback' : 'layered'}
    >
      {baseMissing ? (
        <img className={styles.layer} src={fallbacks.avatar.path} alt="" width={width} height={height} />
      ) : (
        layers.map(({ layer, path }) => (
          <img
            key={layer}
            className={styles.layer}
            src={path}
            alt=""
            width={width}
            height={height}
            draggable={false}
            data-layer={layer}
            onError={() => markFailed(path)}
          />
        ))
      )}
    </div>
  );
}
