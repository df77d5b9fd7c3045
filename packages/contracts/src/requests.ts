import { z } from 'zod';
import { countSchema, idSchema, maxRowId } from './entities/common.ts';
import { outfitChangeSchema } from './entities/outfit.ts';
import { statSchema } from './enum-schemas.ts';
import { InventorySlotType, MainInventoryType } from './enums.ts';
import { languageSchema } from './languages.ts';
import { contractLimits } from './limits.ts';
import { characterNameSchema } from './names.ts';

/**
 * Request schemas: query strings, path parameters and JSON bodies. GET calls carry
 * the language as `lang` (the arena list as `requestedLang`), POST calls in the body
 * as `requestedLang`. Where the spec's client sends a language it is required (an
 * unknown or missing one is 400 unsupported-language); where it sends none it is
 * optional and the server answers in the language the player last used.
 */

/** `?lang=` for the GET calls that carry a language. */
export const langQuerySchema = z.object({ lang: languageSchema });

/** `?lang=` for the calls the spec's client sends without a language: optional. */
export const optionalLangQuerySchema = z.object({ lang: languageSchema.optional() });
export type OptionalLangQuery = z.infer<typeof optionalLangQuerySchema>;

/**
 * POST /quests/roll's query: the optional language, and `maxPrice`, the most premium currency the player agreed
 * to spend on this roll (0: only the free one). A roll that would cost more is refused with nothing spent; the
 * spec's client sends neither and pays what the roll costs.
 */
export const questRollQuerySchema = z.object({
  lang: languageSchema.optional(),
  maxPrice: z.coerce.number().int().min(0).max(1_000_000).optional(),
});

/** GET /arena/available-battles names its query parameter requestedLang, as the spec's client does. */
export const requestedLangQuerySchema = z.object({ requestedLang: languageSchema });

/** A path parameter `{id}`: a positive whole number up to maxRowId (paths are text, so it is coerced). */
export const idParamsSchema = z.object({ id: z.coerce.number().int().positive().max(maxRowId) });
export type IdParams = z.infer<typeof idParamsSchema>;

/** GET /battles/{id}: a stored battle's id, 1 to maxRowId. */
export const battleIdParamsSchema = idParamsSchema;
export type BattleIdParams = z.infer<typeof battleIdParamsSchema>;

/** The spec's most common body: the id of the thing acted on, and the language of the reply. */
export const idRequestSchema = z.object({ id: idSchema, requestedLang: languageSchema });
export type IdRequest = z.infer<typeof idRequestSchema>;

/** A body with only the language (calls acting on the one current thing, e.g. the running adventure). */
export const langRequestSchema = z.object({ requestedLang: languageSchema });
export type LangRequest = z.infer<typeof langRequestSchema>;

/**
 * POST /my-character: an empty name fetches the existing character, a name creates one.
 * `look` is the creation screen's choice of appearance (the same ids as change-outfit's
 * body, only the starter options of GET /my-character/starter-look); parts left out keep
 * the starting look. It is ignored when the name is empty.
 */
export const createCharacterRequestSchema = z.object({
  requestedLang: languageSchema,
  name: z.string().max(200, { error: 'The name is far too long.' }),
  look: outfitChangeSchema.optional(),
});
export type CreateCharacterRequest = z.infer<typeof createCharacterRequestSchema>;

/**
 * POST /my-character/change-name: the spec's client sends the whole character with the
 * new name set. Any other field is accepted and ignored (never trusted); only `name`
 * (same rules as creation) is used. requestedLang is optional (the spec sends none).
 */
export const changeNameRequestSchema = z.looseObject({
  name: characterNameSchema,
  requestedLang: languageSchema.optional(),
});
export type ChangeNameRequest = z.input<typeof changeNameRequestSchema>;

/** POST /my-character/add-stat: `id` is the Stat to raise by one point. */
export const addStatRequestSchema = z.object({ id: statSchema, requestedLang: languageSchema });
export type AddStatRequest = z.infer<typeof addStatRequestSchema>;

/** POST /my-character/change-outfit: the chosen option per part (only parts that can change); language optional. */
export const changeOutfitRequestSchema = outfitChangeSchema.extend({ requestedLang: languageSchema.optional() });
export type ChangeOutfitRequest = z.infer<typeof changeOutfitRequestSchema>;

const { Helmet, Torso, Weapon1, Weapon2 } = InventorySlotType;

/** Where a dragged item is dropped: an equipment slot, or a backpack position (0-based). */
export const moveTargetSchema = z.discriminatedUnion('mainInventoryType', [
  z.object({
    mainInventoryType: z.literal(MainInventoryType.Inventory),
    /** The equipment slot; the item must fit it. */
    inventoryType: z.literal([Helmet, Torso, Weapon1, Weapon2]),
  }),
  z.object({
    mainInventoryType: z.literal(MainInventoryType.Backpack),
    /** The backpack slot; an item already there swaps places with the moved one. */
    position: z
      .number()
      .int()
      .min(0)
      .max(contractLimits.backpackSlots - 1),
  }),
]);
export type MoveTarget = z.infer<typeof moveTargetSchema>;

/** POST /my-character/equipment/move: drag and drop of item `id` onto `target`. */
export const moveItemRequestSchema = idRequestSchema.extend({ target: moveTargetSchema });
export type MoveItemRequest = z.infer<typeof moveItemRequestSchema>;

/** POST /shops/sell: a backpack item sold to a vendor. */
export const sellRequestSchema = z.object({
  inventoryToSellId: idSchema,
  requestedLang: languageSchema,
  /** The vendor's id. */
  gameNpcId: idSchema,
});
export type SellRequest = z.infer<typeof sellRequestSchema>;

/**
 * POST /ranking/get-paginated-list. currentPage counts from 1 (0, the spec's initial
 * index, means the first page); toTake is the page size (10 in the app).
 */
export const rankingRequestSchema = z.object({
  currentPage: countSchema,
  toTake: z.number().int().min(1).max(contractLimits.rankingMaxPageSize),
  /** When true, answer the page holding the player's own position instead of currentPage. */
  initLoadAtPosition: z.boolean().optional(),
});
export type RankingRequest = z.infer<typeof rankingRequestSchema>;
