import { randomInt } from 'node:crypto';
import { type RawBuilder, type Selectable, sql, type Transaction } from 'kysely';
import { content, type VendorDefinition } from '../../content/index.ts';
import type { Database, VendorStockTable } from '../../db/types.ts';
import { createRng } from '../../rules/rng.ts';
import { generateStock } from '../../rules/shop.ts';

export type StockRow = Selectable<VendorStockTable>;

/**
 * A stock entry's id in the contract (ShopItem.id, the `id` of POST /shops/buy): the row's own
 * identity. A reroll stores new rows, so an id seen before it names nothing any more. It is only
 * ever looked up in the caller's stock, so another player's entry cannot be reached.
 */
export const stockEntryId = (row: Pick<StockRow, 'id'>): number => row.id;

/** The caller's stock entry with this id and its vendor, or undefined when it names none of theirs. */
export const findStockEntry = async (
  tx: Transaction<Database>,
  characterId: number,
  id: number,
): Promise<{ vendor: VendorDefinition; entry: StockRow } | undefined> => {
  const entry = await tx
    .selectFrom('vendor_stock')
    .selectAll()
    .where('character_id', '=', characterId)
    .where('id', '=', id)
    .executeTakeFirst();
  const vendor = entry && content.vendors.findByNum(entry.vendor_id);
  return entry && vendor ? { vendor, entry } : undefined;
};

/** The player's stored stock of the vendor, by position. */
export const readStock = (tx: Transaction<Database>, characterId: number, vendor: VendorDefinition) =>
  tx
    .selectFrom('vendor_stock')
    .selectAll()
    .where('character_id', '=', characterId)
    .where('vendor_id', '=', vendor.num)
    .orderBy('position')
    .execute();

/**
 * The player's stored stock of a vendor as one JSON value, by position: a column for readPlayer, so the
 * vendor's page reads the player and the stock in one query. (bigint seed: a number in JSON.)
 */
export const stockJson = (characterId: RawBuilder<number>, vendorId: number): RawBuilder<StockRow[]> =>
  sql<StockRow[]>`(select coalesce(json_agg(v order by v.position), '[]') from vendor_stock v
    where v.character_id = ${characterId} and v.vendor_id = ${vendorId})`;

/** Draws a fresh stock for the player's level (seeded) and stores it in place of the old one. */
export const replaceStock = async (
  tx: Transaction<Database>,
  characterId: number,
  level: number,
  vendor: VendorDefinition,
): Promise<StockRow[]> => {
  await tx
    .deleteFrom('vendor_stock')
    .where('character_id', '=', characterId)
    .where('vendor_id', '=', vendor.num)
    .execute();
  const seed = randomInt(2 ** 31);
  const entries = generateStock(vendor, level, createRng(seed));
  if (entries.length === 0) return [];
  return tx
    .insertInto('vendor_stock')
    .values(
      entries.map((entry) => ({
        character_id: characterId,
        vendor_id: vendor.num,
        position: entry.slot,
        item_id: content.items.get(entry.itemId).num,
        rarity: entry.rarity,
        price: entry.price,
        sold: false,
        seed,
      })),
    )
    .returningAll()
    .execute()
    .then((rows) => rows.sort((a, b) => a.position - b.position));
};

/** The vendor's stock for the player: the stored one, generated on the first view (call with the character locked). */
export const ensureStock = async (
  tx: Transaction<Database>,
  characterId: number,
  level: number,
  vendor: VendorDefinition,
): Promise<StockRow[]> => {
  const stored = await readStock(tx, characterId, vendor);
  if (stored.length > 0 || vendor.itemCategories.length === 0) return stored;
  return replaceStock(tx, characterId, level, vendor);
};
