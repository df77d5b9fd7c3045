import {
  type Language,
  type PremiumPurchase,
  PremiumPurchaseKind,
  type PremiumShop,
  type PremiumTime,
} from '@rpg/contracts';
import type { Kysely } from 'kysely';
import { content, localize, type PremiumItemDefinition, premiumTimeName } from '../../content/index.ts';
import type { CharacterRow, Database } from '../../db/types.ts';
import { AppError } from '../../http/errors.ts';
import type { RouteHandler } from '../../http/routes.ts';
import { equippedRows } from '../../player/gear-look.ts';
import { languageChange, rememberLanguage } from '../../player/language.ts';
import { characterNotFound, updateCharacter, withPlayer } from '../../player/state.ts';
import { baseInfoOf, characterOf, previewLookOf } from '../../player/view.ts';
import { actionPointsAt } from '../../rules/action-points.ts';
import { buyPremiumTime as buyPremiumTimeRule, isPremium } from '../../rules/timers.ts';

const readCharacterRow = async (db: Kysely<Database>, uid: string): Promise<CharacterRow> => {
  const row = await db.selectFrom('characters').selectAll().where('account_id', '=', uid).executeTakeFirst();
  if (!row) throw characterNotFound();
  return row;
};

const premiumItemNotFound = (id: number) =>
  new AppError('not-found', `There is no premium item with id ${id}; GET /api/premium-shop/list lists them.`, {
    field: 'id',
  });

const findPremiumItem = (id: number): PremiumItemDefinition => {
  const item = content.premiumItems.findByNum(id);
  if (!item) throw premiumItemNotFound(id);
  return item;
};

const optionOf = (item: PremiumItemDefinition) => content.outfits.get(item.outfitId);

/** Premium time's end, or null when none is running at `now`. */
const premiumTimeOf = (row: CharacterRow, now: Date): PremiumTime => ({
  premiumTimeEndsAt:
    row.premium_until !== null && isPremium(row.premium_until, now) ? row.premium_until.toISOString() : null,
});

const premiumShopOf = (row: CharacterRow, unlocks: ReadonlySet<number>, lang: Language, now: Date): PremiumShop => ({
  ...premiumTimeOf(row, now),
  premiumItems: content.premiumItems.all.map((item) => {
    const option = optionOf(item);
    return {
      id: item.num,
      name: localize(option.name, lang),
      cosmeticItemId: option.num,
      cosmeticItemImagePath: option.image,
      price: item.price,
      isOwned: unlocks.has(option.num),
    };
  }),
});

/** GET /premium-shop/list: the premium items (owned ones marked) and the end of premium time. */
export const getPremiumItems: RouteHandler<'getPremiumItems'> = async ({ db, uid, language, now }) => {
  const row = await readCharacterRow(db, uid);
  await rememberLanguage(db, row, language);
  const unlocks = await db
    .selectFrom('outfit_unlocks')
    .select('option_id')
    .where('character_id', '=', row.id)
    .execute();
  const owned = new Set(unlocks.map((unlock) => unlock.option_id));
  return { data: premiumShopOf(row, owned, language.of(row), now) };
};

/**
 * POST /premium-shop/buy-premium-item: unlocks the item's outfit option for its premium price
 * (character locked; a history row). Too little premium currency: isSuccess false, nothing changes.
 */
export const buyPremiumItem: RouteHandler<'buyPremiumItem'> = ({ db, uid, body, language, now }) =>
  withPlayer(db, uid, async (tx, player) => {
    const lang = language.requested;
    const item = findPremiumItem(body.id);
    const option = optionOf(item);
    const row = player.character;
    if (player.unlocks.has(option.num)) {
      throw new AppError('already-owned', 'You own this premium item already.', { field: 'id' });
    }
    if (row.premium_currency < item.price) {
      return {
        isSuccess: false,
        data: premiumShopOf(row, player.unlocks, lang, now),
        myCharacterBaseInfo: baseInfoOf(row, now),
        myCharacter: characterOf(player, lang, now),
      };
    }
    await tx
      .insertInto('outfit_unlocks')
      .values({ character_id: row.id, option_id: option.num, created_at: now })
      .execute();
    await tx
      .insertInto('premium_purchases')
      .values({
        character_id: row.id,
        kind: PremiumPurchaseKind.Item,
        item_id: item.num,
        price: item.price,
        created_at: now,
      })
      .execute();
    const updated = await updateCharacter(
      tx,
      row,
      { premium_currency: row.premium_currency - item.price, ...languageChange(row, language) },
      now,
    );
    const unlocks = new Set(player.unlocks).add(option.num);
    return {
      isSuccess: true,
      data: premiumShopOf(updated, unlocks, lang, now),
      myCharacterBaseInfo: baseInfoOf(updated, now),
      myCharacter: characterOf({ ...player, character: updated, unlocks }, lang, now),
    };
  });

/**
 * POST /premium-shop/buy-premium-time: 7 days for 100 premium currency, added to the time left.
 * The action points are stored first (read at the old rate up to now), because the premium rate
 * applies from the stored timestamp on. Too little premium currency: isSuccess false.
 */
export const buyPremiumTime: RouteHandler<'buyPremiumTime'> = ({ db, uid, language, now }) =>
  withPlayer(db, uid, async (tx, player) => {
    const row = player.character;
    const bought = buyPremiumTimeRule(row.premium_currency, row.premium_until, now);
    if (!bought) {
      return { isSuccess: false, data: premiumTimeOf(row, now), myCharacterBaseInfo: baseInfoOf(row, now) };
    }
    // The points earned so far at the old rate, stored now: the premium rate applies from this anchor on.
    const points = actionPointsAt(
      { points: row.action_points, updatedAt: row.action_points_updated_at },
      now,
      row.premium_until,
    );
    await tx
      .insertInto('premium_purchases')
      .values({
        character_id: row.id,
        kind: PremiumPurchaseKind.PremiumTime,
        item_id: null,
        price: bought.price,
        created_at: now,
      })
      .execute();
    const updated = await updateCharacter(
      tx,
      row,
      {
        premium_currency: bought.premiumCurrency,
        action_points: points.points,
        action_points_updated_at: points.updatedAt,
        premium_until: bought.premiumUntil,
        ...languageChange(row, language),
      },
      now,
    );
    return { isSuccess: true, data: premiumTimeOf(updated, now), myCharacterBaseInfo: baseInfoOf(updated, now) };
  });

/** POST /premium-shop/preview: the character's outfit with the premium item's option put on (nothing stored). */
export const previewPremiumItem: RouteHandler<'previewPremiumItem'> = async ({ db, uid, body }) => {
  const row = await readCharacterRow(db, uid);
  const option = optionOf(findPremiumItem(body.id));
  return { data: previewLookOf(row, await equippedRows(db, row.id), option) };
};

/** GET /premium-shop/history: every premium purchase, newest first, with localised names. */
export const getPremiumHistory: RouteHandler<'getPremiumHistory'> = async ({ db, uid, language }) => {
  const row = await readCharacterRow(db, uid);
  await rememberLanguage(db, row, language);
  const lang = language.of(row);
  const purchases = await db
    .selectFrom('premium_purchases')
    .selectAll()
    .where('character_id', '=', row.id)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return {
    data: purchases.map((purchase): PremiumPurchase => {
      const item = purchase.item_id === null ? undefined : content.premiumItems.findByNum(purchase.item_id);
      const option = item && optionOf(item);
      return {
        id: purchase.id,
        date: purchase.created_at.toISOString(),
        item: localize(option ? option.name : premiumTimeName, lang),
        imagePath: option?.image ?? '',
        price: purchase.price,
        kind: purchase.kind === PremiumPurchaseKind.Item ? PremiumPurchaseKind.Item : PremiumPurchaseKind.PremiumTime,
      };
    }),
  };
};
