import { ShopType } from '@rpg/contracts';
import { vendors } from '@rpg/game-assets';

type ShopTypeName = keyof typeof ShopType;

/** The manifest's vendor portrait for a shop type: the fallback when a vendor has no picture or it fails. */
export function vendorArt(type: ShopType): string {
  const name = (Object.keys(ShopType) as ShopTypeName[]).find((key) => ShopType[key] === type);
  return name === undefined ? vendors.WeaponsOnly.path : vendors[name].path;
}

/** The vendor's own picture, or its shop type's portrait when it has none. */
export function vendorImage(imagePath: string, type: ShopType): string {
  return imagePath === '' ? vendorArt(type) : imagePath;
}
