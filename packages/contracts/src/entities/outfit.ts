import { z } from 'zod';
import { idSchema, imagePathSchema } from './common.ts';

/** Image path of each avatar layer; drawn in the order of `outfitLayerOrder`. Empty when the layer is bare. */
export const outfitSchema = z.object({
  back: imagePathSchema,
  bottom: imagePathSchema,
  hair: imagePathSchema,
  hairPart2: imagePathSchema,
  weapon1: imagePathSchema,
  weapon1Part2: imagePathSchema,
  weapon2: imagePathSchema,
  weapon2Part2: imagePathSchema,
  baseSkinTorso: imagePathSchema,
  baseSkinHead: imagePathSchema,
  torsoArmor: imagePathSchema,
  mouth: imagePathSchema,
  eyes: imagePathSchema,
});
export type Outfit = z.infer<typeof outfitSchema>;
export type OutfitLayer = keyof Outfit;

export { outfitLayerOrder } from './values.ts';

/** One choosable look of an outfit part (an appearance item). */
export const outfitOptionSchema = z.object({ id: idSchema, imagePath: imagePathSchema });
export type OutfitOption = z.infer<typeof outfitOptionSchema>;

/** One cyclable part of the outfit; `CurrentIndex` (spelled so) is the chosen option, null when the part cannot change. */
export const outfitPartSchema = z.object({
  CurrentIndex: z.number().int().nonnegative().nullable(),
  items: z.array(outfitOptionSchema),
});
export type OutfitPart = z.infer<typeof outfitPartSchema>;

/** The options the outfit editor cycles through, per part. */
export const outfitsItemsSchema = z.object({
  hairs: outfitPartSchema,
  eyes: outfitPartSchema,
  mouths: outfitPartSchema,
  torsos: outfitPartSchema,
  bottoms: outfitPartSchema,
  weapon1: outfitPartSchema,
  weapon2: outfitPartSchema,
});
export type OutfitsItems = z.infer<typeof outfitsItemsSchema>;
export type OutfitPartName = keyof OutfitsItems;

/**
 * The outfit editor's save: the option id chosen for each part. Only parts whose
 * CurrentIndex is not null are sent, so every field is optional.
 */
export const outfitChangeSchema = z.object({
  hairAppearanceItemId: idSchema.optional(),
  torsoAppearanceItemId: idSchema.optional(),
  /** The bottom part (labelled Bottom, legs in the payload). */
  legsAppearanceItemId: idSchema.optional(),
  eyesAppearanceItemId: idSchema.optional(),
  mouthAppearanceItemId: idSchema.optional(),
  weapon1AppearanceItemId: idSchema.optional(),
  weapon2AppearanceItemId: idSchema.optional(),
});
export type OutfitChange = z.infer<typeof outfitChangeSchema>;
