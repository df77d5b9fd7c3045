import { type Language, MainInventoryType } from '@rpg/contracts';
import type { Kysely, Transaction } from 'kysely';
import { content, isEquipment, type VendorDefinition } from '../../content/index.ts';
import type { CharacterRow, Database } from '../../db/types.ts';
import { AppError } from '../../http/errors.ts';
import type { RouteHandler } from '../../http/routes.ts';
import { freeBackpackPosition } from '../../player/backpack.ts';
import { equippedRows } from '../../player/gear-look.ts';
import { languageChange, rememberLanguage } from '../../player/language.ts';
import {
  characterNotFound,
  loadPossessions,
  type Player,
  readPlayer,
  updateCharacter,
  withPlayer,
} from '../../player/state.ts';
import { baseInfoOf, characterOf, ownedItemValues, previewLookOf } from '../../player/view.ts';
import { rerollPrice, skillLearnPrice } from '../../rules/shop.ts';
import { ensureStock, findStockEntry, readStock, replaceStock, type StockRow, stockJson } from './stock.ts';
import { backpackOf, recipeOutfit, shopItemOf, shopNpcOf, vendorDetailOf } from './view.ts';

const findVendor = (id: number, field = 'id'): VendorDefinition => {
  const vendor = content.vendors.findByNum(id);
  if (!vendor)
    throw new AppError('not-found', `There is no vendor with id ${id}; GET /api/shops/list lists them.`, { field });
  return vendor;
};

/** The character row of the account (read-only calls). */
const readCharacterRow = async (db: Kysely<Database>, uid: string): Promise<CharacterRow> => {
  const row = await db.selectFrom('characters').selectAll().where('account_id', '=', uid).executeTakeFirst();
  if (!row) throw characterNotFound();
  return row;
};

/** The possessions after a change, re-read inside the same transaction. */
const reload = (tx: Transaction<Database>, row: CharacterRow): Promise<Player> => loadPossessions(tx, row);

const trade = (stock: readonly StockRow[], player: Player, lang: Language) => ({
  shopItems: stock.map((row) => shopItemOf(row, lang)),
  inventory: backpackOf(player, lang),
});

/** GET /shops/list: every vendor. */
export const getShops: RouteHandler<'getShops'> = async ({ db, uid, language }) => {
  const row = await readCharacterRow(db, uid);
  await rememberLanguage(db, row, language);
  const lang = language.of(row);
  return { data: { vendors: content.vendors.all.map((vendor) => shopNpcOf(vendor, lang)) } };
};

/**
 * GET /shops/{id}: the vendor's page. A stored stock is read with the player in one query, without a
 * lock or a transaction (the language is written only when it changed); the first view of a vendor
 * that sells items draws and stores its stock with the character locked.
 */
export const getShop: RouteHandler<'getShop'> = async ({ db, uid, params, language, now }) => {
  const vendor = findVendor(params.id);
  const read = await readPlayer(db, uid, (characterId) => stockJson(characterId, vendor.num));
  if (!read) throw characterNotFound();
  if (read.extra.length > 0 || vendor.itemCategories.length === 0) {
    const row = read.player.character;
    await rememberLanguage(db, row, language);
    const lang = language.of(row);
    return { data: vendorDetailOf(vendor, read.extra, read.player, lang), myCharacterBaseInfo: baseInfoOf(row, now) };
  }
  return withPlayer(db, uid, async (tx, player) => {
    const row = player.character;
    const lang = language.of(row);
    const stock = await ensureStock(tx, row.id, row.level, vendor);
    await rememberLanguage(tx, row, language);
    return { data: vendorDetailOf(vendor, stock, player, lang), myCharacterBaseInfo: baseInfoOf(row, now) };
  });
};

/**
 * POST /shops/buy: buys one entry of the player's stock (id = ShopItem.id). The price is
 * taken with the character locked: too little base currency answers isSuccess false and
 * changes nothing; equipment goes to the first free backpack slot, pouch items to the pouch.
 */
export const buyShopItem: RouteHandler<'buyShopItem'> = ({ db, uid, body, language, now }) =>
  withPlayer(db, uid, async (tx, player) => {
    const lang = language.requested;
    const notFound = new AppError('not-found', `There is no shop item with id ${body.id} in your vendors' stock.`, {
      field: 'id',
    });
    const row = player.character;
    const target = await findStockEntry(tx, row.id, body.id);
    if (!target) throw notFound;
    const stock = await readStock(tx, row.id, target.vendor);
    const entry = stock.find((candidate) => candidate.id === target.entry.id);
    if (!entry) throw notFound;
    if (entry.sold) {
      throw new AppError('item-not-available', 'This item was already bought; reroll the stock for new ones.', {
        field: 'id',
      });
    }
    if (row.base_currency < entry.price) {
      return {
        isSuccess: false,
        data: trade(stock, player, lang),
        myCharacterBaseInfo: baseInfoOf(row, now),
        myCharacter: characterOf(player, lang, now),
      };
    }
    const item = content.items.findByNum(entry.item_id);
    if (!item) throw new Error(`Stock item ${entry.item_id} is not in the content`);
    if (isEquipment(item)) {
      const position = freeBackpackPosition(player);
      if (position === undefined) {
        throw new AppError('backpack-full', 'Your backpack is full: sell or drop an item first.', { field: 'id' });
      }
      await tx
        .insertInto('items')
        .values({
          character_id: row.id,
          item_id: item.num,
          rarity: entry.rarity,
          container: MainInventoryType.Backpack,
          position,
          created_at: now,
        })
        .execute();
    } else {
      const owned = player.resources.find((resource) => resource.item_id === item.num);
      if (owned) {
        await tx
          .updateTable('resources')
          .set({ quantity: owned.quantity + 1 })
          .where('character_id', '=', row.id)
          .where('item_id', '=', item.num)
          .execute();
      } else {
        await tx.insertInto('resources').values({ character_id: row.id, item_id: item.num, quantity: 1 }).execute();
      }
    }
    await tx
      .updateTable('vendor_stock')
      .set({ sold: true })
      .where('character_id', '=', row.id)
      .where('vendor_id', '=', entry.vendor_id)
      .where('position', '=', entry.position)
      .execute();
    const updated = await updateCharacter(
      tx,
      row,
      { base_currency: row.base_currency - entry.price, ...languageChange(row, language) },
      now,
    );
    const after = await reload(tx, updated);
    const newStock = stock.map((candidate) => (candidate === entry ? { ...candidate, sold: true } : candidate));
    return {
      isSuccess: true,
      data: trade(newStock, after, lang),
      myCharacterBaseInfo: baseInfoOf(updated, now),
      myCharacter: characterOf(after, lang, now),
    };
  });

/** POST /shops/sell: sells a backpack item for its sell value (25% of its price with rarity). */
export const sellItem: RouteHandler<'sellItem'> = ({ db, uid, body, language, now }) =>
  withPlayer(db, uid, async (tx, player) => {
    const lang = language.requested;
    const vendor = findVendor(body.gameNpcId, 'gameNpcId');
    const owned = player.items.find((item) => item.id === body.inventoryToSellId);
    if (!owned) {
      throw new AppError('not-found', `You have no item with id ${body.inventoryToSellId}.`, {
        field: 'inventoryToSellId',
      });
    }
    if (owned.container !== MainInventoryType.Backpack) {
      throw new AppError('item-misplaced', 'Only backpack items can be sold: unequip it first.', {
        field: 'inventoryToSellId',
      });
    }
    const { sellValue } = ownedItemValues(owned);
    await tx.deleteFrom('items').where('id', '=', owned.id).where('character_id', '=', player.character.id).execute();
    const row = player.character;
    const updated = await updateCharacter(
      tx,
      row,
      { base_currency: row.base_currency + sellValue, ...languageChange(row, language) },
      now,
    );
    const stock = await ensureStock(tx, row.id, row.level, vendor);
    const after = await reload(tx, updated);
    return {
      data: trade(stock, after, lang),
      myCharacterBaseInfo: baseInfoOf(updated, now),
      myCharacter: characterOf(after, lang, now),
    };
  });

/** POST /shops/roll: a new stock for 5 x level base currency (a vendor that sells no items has nothing to reroll: free). */
export const rollShop: RouteHandler<'rollShop'> = ({ db, uid, body, language, now }) =>
  withPlayer(db, uid, async (tx, player) => {
    const lang = language.requested;
    const vendor = findVendor(body.id);
    const row = player.character;
    if (vendor.itemCategories.length === 0) {
      await rememberLanguage(tx, row, language);
      return { data: vendorDetailOf(vendor, [], player, lang), myCharacterBaseInfo: baseInfoOf(row, now) };
    }
    const price = rerollPrice(row.level);
    if (row.base_currency < price) {
      throw new AppError(
        'not-enough-currency',
        `Rerolling costs ${price} base currency; you have ${row.base_currency}.`,
        { field: 'id' },
      );
    }
    const stock = await replaceStock(tx, row.id, row.level, vendor);
    const updated = await updateCharacter(
      tx,
      row,
      { base_currency: row.base_currency - price, ...languageChange(row, language) },
      now,
    );
    return {
      data: vendorDetailOf(vendor, stock, { ...player, character: updated }, lang),
      myCharacterBaseInfo: baseInfoOf(updated, now),
    };
  });

const recipeNotFound = (id: number) =>
  new AppError('not-found', `There is no outfit recipe with id ${id}.`, { field: 'id' });

/** POST /shops/craft-cosmetic: consumes the recipe's resources and unlocks its outfit option. */
export const craftCosmetic: RouteHandler<'craftCosmetic'> = ({ db, uid, body, language, now }) =>
  withPlayer(db, uid, async (tx, player) => {
    const lang = language.requested;
    const recipe = content.recipes.findByNum(body.id);
    const vendor = recipe && content.vendors.all.find((candidate) => candidate.recipeIds.includes(recipe.id));
    if (!recipe || !vendor) throw recipeNotFound(body.id);
    const outfit = recipeOutfit(recipe);
    const row = player.character;
    if (player.unlocks.has(outfit.num)) {
      throw new AppError('already-owned', 'You have unlocked this outfit option already.', { field: 'id' });
    }
    const needs = recipe.requirements.map(({ itemId, amount }) => {
      const item = content.items.get(itemId);
      const have = player.resources.find((resource) => resource.item_id === item.num)?.quantity ?? 0;
      return { item, amount, have };
    });
    const missing = needs.filter((need) => need.have < need.amount);
    if (missing.length > 0) {
      throw new AppError(
        'missing-resources',
        `The recipe needs ${missing.map((need) => `${need.amount - need.have} more ${need.item.name.en}`).join(', ')}.`,
        { field: 'id' },
      );
    }
    for (const need of needs) {
      if (need.have === need.amount)
        await tx
          .deleteFrom('resources')
          .where('character_id', '=', row.id)
          .where('item_id', '=', need.item.num)
          .execute();
      else
        await tx
          .updateTable('resources')
          .set({ quantity: need.have - need.amount })
          .where('character_id', '=', row.id)
          .where('item_id', '=', need.item.num)
          .execute();
    }
    await tx
      .insertInto('outfit_unlocks')
      .values({ character_id: row.id, option_id: outfit.num, created_at: now })
      .execute();
    const updated = await rememberLanguage(tx, row, language);
    const after = await reload(tx, updated);
    return {
      data: vendorDetailOf(vendor, await ensureStock(tx, row.id, row.level, vendor), after, lang),
      myCharacterBaseInfo: baseInfoOf(updated, now),
      myCharacter: characterOf(after, lang, now),
    };
  });

/** POST /shops/learn-skill: learns a skill a vendor teaches for its price (learnt, not active). */
export const learnSkill: RouteHandler<'learnSkill'> = ({ db, uid, body, language, now }) =>
  withPlayer(db, uid, async (tx, player) => {
    const lang = language.requested;
    const skill = content.skills.findByNum(body.id);
    const vendor = skill && content.vendors.all.find((candidate) => candidate.skillIds.includes(skill.id));
    if (!skill || !vendor) {
      throw new AppError('not-found', `No vendor teaches a skill with id ${body.id}.`, { field: 'id' });
    }
    const row = player.character;
    if (player.skills.some((learnt) => learnt.skill_id === skill.num)) {
      throw new AppError('skill-already-learnt', 'You have learnt this skill already.', { field: 'id' });
    }
    const price = skillLearnPrice(skill);
    if (row.base_currency < price) {
      throw new AppError(
        'not-enough-currency',
        `Learning this skill costs ${price} base currency; you have ${row.base_currency}.`,
        { field: 'id' },
      );
    }
    await tx
      .insertInto('skills')
      .values({ character_id: row.id, skill_id: skill.num, slot_type: skill.slot, active: false })
      .execute();
    const updated = await updateCharacter(
      tx,
      row,
      { base_currency: row.base_currency - price, ...languageChange(row, language) },
      now,
    );
    const after = await reload(tx, updated);
    return {
      data: vendorDetailOf(vendor, await ensureStock(tx, row.id, row.level, vendor), after, lang),
      myCharacterBaseInfo: baseInfoOf(updated, now),
      myCharacter: characterOf(after, lang, now),
    };
  });

/** POST /shops/preview-cosmetic-item: the character's outfit with the recipe's option put on (nothing stored). */
export const previewCosmeticItem: RouteHandler<'previewCosmeticItem'> = async ({ db, uid, body }) => {
  const row = await readCharacterRow(db, uid);
  const recipe = content.recipes.findByNum(body.id);
  if (!recipe) throw recipeNotFound(body.id);
  const option = recipeOutfit(recipe);
  return { data: previewLookOf(row, await equippedRows(db, row.id), option) };
};
