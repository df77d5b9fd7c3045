import type { Kysely } from 'kysely';

/**
 * A vendor stock entry gets its own identity (the ShopItem id the client buys with): a reroll
 * replaces the rows, so an id from before the reroll names nothing and can never buy the item
 * that took its place. The seed the stock was drawn with is kept beside it (game-rules.md).
 */
export const up = async (db: Kysely<unknown>) => {
  await db.schema
    .alterTable('vendor_stock')
    .addColumn('id', 'integer', (c) => c.generatedAlwaysAsIdentity().unique())
    .addColumn('seed', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
};

export const down = async (db: Kysely<unknown>) => {
  await db.schema.alterTable('vendor_stock').dropColumn('id').dropColumn('seed').execute();
};
