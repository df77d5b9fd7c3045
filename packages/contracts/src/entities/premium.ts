import { z } from 'zod';
import { premiumPurchaseKindSchema } from '../enum-schemas.ts';
import { countSchema, dateTimeSchema, idSchema, imagePathSchema } from './common.ts';

/** A cosmetic outfit option sold for premium currency; buying it unlocks the option. */
export const premiumItemSchema = z.object({
  id: idSchema,
  name: z.string(),
  /** The outfit option it unlocks. */
  cosmeticItemId: idSchema,
  cosmeticItemImagePath: imagePathSchema,
  /** In premium currency. */
  price: countSchema,
  /** The player has it already (buying again is refused). Not in the spec. */
  isOwned: z.boolean(),
});
export type PremiumItem = z.infer<typeof premiumItemSchema>;

/** Premium time: when it ends, or null when the player has none. */
export const premiumTimeSchema = z.object({ premiumTimeEndsAt: dateTimeSchema.nullable() });
export type PremiumTime = z.infer<typeof premiumTimeSchema>;

/** GET /premium-shop/list: the premium items, and the player's premium time. */
export const premiumShopSchema = premiumTimeSchema.extend({ premiumItems: z.array(premiumItemSchema) });
export type PremiumShop = z.infer<typeof premiumShopSchema>;

/** One premium purchase in the history (newest first). */
export const premiumPurchaseSchema = z.object({
  id: idSchema,
  /** When it was bought. */
  date: dateTimeSchema,
  /** The localised name of what was bought (the item, or e.g. "Premium time, 7 days"). */
  item: z.string(),
  /** Picture of the item; empty for premium time. */
  imagePath: imagePathSchema,
  /** Paid, in premium currency. */
  price: countSchema,
  kind: premiumPurchaseKindSchema,
});
export type PremiumPurchase = z.infer<typeof premiumPurchaseSchema>;
