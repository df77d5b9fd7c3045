import { MainInventoryType, type RouteName, replySchema, routes, ShopType } from '@rpg/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content, isEquipment } from '../src/content/index.ts';
import type { RouteReply } from '../src/http/routes.ts';
import { json, startTestServer, type TestServer } from './support/app.ts';
import { databaseVariants } from './support/databases.ts';
import { emulatorHost } from './support/emulator.ts';
import { createPlayer, expectError, readCharacter, setCharacter, type TestPlayer } from './support/players.ts';

emulatorHost();

/** A 200 reply checked against the route's contract (no extra fields). */
const ok = <N extends RouteName>(name: N, response: LightMyRequestResponse): RouteReply<N> => {
  expect(response.statusCode, response.body).toBe(200);
  return replySchema(routes[name]).strict().parse(json(response)) as RouteReply<N>;
};

const vendorOfType = (type: ShopType) => {
  const vendor = content.vendors.all.find((candidate) => candidate.shopType === type);
  if (!vendor) throw new Error(`no vendor of type ${type}`);
  return vendor;
};
const blacksmith = vendorOfType(ShopType.WeaponsOnly);
const armourer = vendorOfType(ShopType.ArmorsOnly);
const innkeeper = vendorOfType(ShopType.ConsumablesOnly);
const trainer = vendorOfType(ShopType.SkillsOnly);
const herbalist = vendorOfType(ShopType.ConsumablesAndSkills);
const tailor = vendorOfType(ShopType.CosmeticsOnly);
const stockingVendors = content.vendors.all.filter((vendor) => vendor.itemCategories.length > 0);

describe.each(databaseVariants())('/api/shops on $name', (variant) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(variant);
  });
  afterAll(async () => {
    await server?.close();
  });

  const db = () => server.database.db;
  const stockRows = (player: TestPlayer, vendorId?: number) => {
    let query = db().selectFrom('vendor_stock').selectAll().where('character_id', '=', player.characterId);
    if (vendorId !== undefined) query = query.where('vendor_id', '=', vendorId);
    return query.orderBy('vendor_id').orderBy('position').execute();
  };
  const itemRows = (player: TestPlayer) =>
    db().selectFrom('items').selectAll().where('character_id', '=', player.characterId).orderBy('id').execute();
  const characterRow = (player: TestPlayer) =>
    db().selectFrom('characters').selectAll().where('id', '=', player.characterId).executeTakeFirstOrThrow();
  const resourceRows = (player: TestPlayer) =>
    db()
      .selectFrom('resources')
      .selectAll()
      .where('character_id', '=', player.characterId)
      .orderBy('item_id')
      .execute();
  /** Everything a shop call may change, to prove a refusal changed nothing. */
  const snapshot = async (player: TestPlayer) => ({
    character: await characterRow(player),
    items: await itemRows(player),
    resources: await resourceRows(player),
    stock: await stockRows(player),
    skills: await db().selectFrom('skills').selectAll().where('character_id', '=', player.characterId).execute(),
    unlocks: await db()
      .selectFrom('outfit_unlocks')
      .select('option_id')
      .where('character_id', '=', player.characterId)
      .execute(),
  });
  const viewShop = async (player: TestPlayer, id: number, query = '') =>
    ok('getShop', await player.get(`/shops/${id}${query}`));
  const fillBackpack = async (player: TestPlayer) => {
    const item = content.items.get('item.shortsword');
    const taken = new Set(
      (await itemRows(player)).filter((row) => row.container === MainInventoryType.Backpack).map((row) => row.position),
    );
    const free = Array.from({ length: 20 }, (_, position) => position).filter((position) => !taken.has(position));
    if (free.length === 0) return;
    await db()
      .insertInto('items')
      .values(
        free.map((position) => ({
          character_id: player.characterId,
          item_id: item.num,
          rarity: 0,
          container: MainInventoryType.Backpack,
          position,
        })),
      )
      .execute();
  };
  const giveBackpackItem = async (player: TestPlayer, itemId = 'item.shortsword', rarity = 0, position = 0) =>
    db()
      .insertInto('items')
      .values({
        character_id: player.characterId,
        item_id: content.items.get(itemId).num,
        rarity,
        container: MainInventoryType.Backpack,
        position,
      })
      .returningAll()
      .executeTakeFirstOrThrow();

  describe('GET /shops/list', () => {
    it('lists the 9 vendors in the language the player last used, or in ?lang', async () => {
      const player = await createPlayer(server, 'pl');
      const polish = ok('getShops', await player.get('/shops/list'));
      expect(polish.data.vendors.map((vendor) => vendor.id)).toEqual(content.vendors.all.map((vendor) => vendor.num));
      expect(polish.data.vendors).toHaveLength(9);
      expect(polish.data.vendors[0]).toEqual({
        id: blacksmith.num,
        name: 'Kuźnia Bogumiła',
        imagePath: blacksmith.image,
        type: ShopType.WeaponsOnly,
      });
      const english = ok('getShops', await player.get('/shops/list?lang=en'));
      expect(english.data.vendors[0]?.name).toBe("Bogumił's Forge");
      // The language asked for is remembered: the next call without one answers in it.
      const again = ok('getShops', await player.get('/shops/list'));
      expect(again.data.vendors[0]?.name).toBe("Bogumił's Forge");
      expectError(await player.get('/shops/list?lang=xx'), 400, 'unsupported-language');
    });
  });

  describe('GET /shops/{id}', () => {
    it("draws a vendor's stock of 6 once, stores it and shows the backpack", async () => {
      const player = await createPlayer(server, 'en');
      expect(await stockRows(player)).toEqual([]);
      const page = await viewShop(player, blacksmith.num);
      expect(page.data).toMatchObject({ id: blacksmith.num, name: "Bogumił's Forge", type: ShopType.WeaponsOnly });
      expect(page.data.vendorItems).toHaveLength(6);
      expect(page.data.vendorItems.every((item) => item.isAvailable)).toBe(true);
      expect(new Set(page.data.vendorItems.map((item) => item.id)).size).toBe(6);
      expect(page.data.backpackItems).toHaveLength(20);
      expect(page.data.backpackItems.every((item) => item.isEmpty)).toBe(true);
      expect(page.data.mySkillsInventory).toEqual([]);
      expect(page.data.skillItems).toEqual([]);
      expect(page.data.outfitRecipes).toEqual([]);
      expect(page.myCharacterBaseInfo).toEqual({ baseCurrency: 100, premiumCurrency: 50, stamina: 100 });
      // Stored: the same stock on every view, in any language.
      expect(await stockRows(player, blacksmith.num)).toHaveLength(6);
      const again = await viewShop(player, blacksmith.num, '?lang=pl');
      expect(again.data.vendorItems.map(({ name: _name, ...rest }) => rest)).toEqual(
        page.data.vendorItems.map(({ name: _name, ...rest }) => rest),
      );
      // Made for the player's level, with weapons of the blacksmith's categories.
      for (const row of await stockRows(player, blacksmith.num)) {
        const item = content.items.findByNum(row.item_id);
        expect(item && blacksmith.itemCategories.includes(item.category)).toBe(true);
      }
    });

    it('shows skills at the skill vendors (learnt ones marked) and recipes at the tailor, without the backpack', async () => {
      const player = await createPlayer(server, 'en');
      const school = await viewShop(player, trainer.num);
      expect(school.data.vendorItems).toEqual([]);
      expect(school.data.mySkillsInventory.map((skill) => skill.name)).toEqual(['Power strike']);
      expect(school.data.skillItems.map((skill) => skill.id)).toEqual(
        trainer.skillIds.map((id) => content.skills.get(id).num),
      );
      const starter = school.data.skillItems.find((skill) => skill.name === 'Power strike');
      expect(starter?.isAvailableToLearn).toBe(true);
      expect(school.data.skillItems.filter((skill) => skill.isAvailableToLearn)).toHaveLength(1);
      for (const skill of school.data.skillItems) {
        expect(skill.buyPriceInShop).toBe(content.skills.findByNum(skill.id)?.price);
      }
      const hut = await viewShop(player, herbalist.num);
      expect(hut.data.vendorItems).toHaveLength(6);
      expect(hut.data.skillItems.length).toBeGreaterThan(0);
      const workshop = await viewShop(player, tailor.num);
      expect(workshop.data.backpackItems).toEqual([]);
      expect(workshop.data.vendorItems).toEqual([]);
      expect(workshop.data.outfitRecipes.map((recipe) => recipe.id)).toEqual(
        content.recipes.all.map((recipe) => recipe.num),
      );
      const first = content.recipes.all[0];
      const firstRecipe = workshop.data.outfitRecipes[0];
      expect(firstRecipe?.requiredItems).toHaveLength(
        first?.requirements.reduce((sum, requirement) => sum + requirement.amount, 0) ?? -1,
      );
    });

    it('answers 404 for an unknown vendor and 400 for a bad id or language', async () => {
      const player = await createPlayer(server);
      expectError(await player.get('/shops/999'), 404, 'not-found');
      expectError(await player.get('/shops/0'), 400, 'bad-request');
      expectError(await player.get('/shops/abc'), 400, 'bad-request');
      expectError(await player.get(`/shops/${blacksmith.num}?lang=klingon`), 400, 'unsupported-language');
      expect(await stockRows(player)).toEqual([]);
    });
  });

  describe('POST /shops/buy', () => {
    it('buys an item into the first free backpack slot for its price; sold once', async () => {
      const player = await createPlayer(server, 'en');
      await setCharacter(server, player, { base_currency: 100_000 });
      const page = await viewShop(player, armourer.num);
      const wanted = page.data.vendorItems[2];
      if (!wanted) throw new Error('no stock');
      const bought = ok('buyShopItem', await player.post('/shops/buy', { id: wanted.id, requestedLang: 'en' }));
      expect(bought.isSuccess).toBe(true);
      expect(bought.myCharacterBaseInfo.baseCurrency).toBe(100_000 - wanted.buyPriceInShop);
      expect(bought.data.shopItems.map((item) => item.isAvailable)).toEqual([true, true, false, true, true, true]);
      expect(bought.data.inventory).toHaveLength(20);
      expect(bought.data.inventory[0]).toMatchObject({
        isEmpty: false,
        name: wanted.name,
        rarity: wanted.rarity,
        armor: wanted.armor,
        mainInventoryType: MainInventoryType.Backpack,
        sellValue: Math.floor(wanted.buyPriceInShop / 4),
      });
      const character = await readCharacter(player, 'en');
      expect(character.baseCurrency).toBe(100_000 - wanted.buyPriceInShop);
      expect(character.inventoryGameItems.filter((item) => !item.isEmpty)).toHaveLength(3);
      // The sold entry shows as unavailable on the page and cannot be bought again.
      const after = await viewShop(player, armourer.num);
      expect(after.data.vendorItems[2]?.isAvailable).toBe(false);
      const before = await snapshot(player);
      expectError(await player.post('/shops/buy', { id: wanted.id, requestedLang: 'en' }), 409, 'item-not-available');
      expect(await snapshot(player)).toEqual(before);
    });

    it('puts pouch items into the pouch (no backpack slot needed)', async () => {
      const player = await createPlayer(server, 'en');
      await setCharacter(server, player, { base_currency: 100_000 });
      await fillBackpack(player);
      const page = await viewShop(player, innkeeper.num);
      const first = page.data.vendorItems[0];
      if (!first) throw new Error('no stock');
      const bought = ok('buyShopItem', await player.post('/shops/buy', { id: first.id, requestedLang: 'en' }));
      expect(bought.isSuccess).toBe(true);
      const stock = await stockRows(player, innkeeper.num);
      expect(await resourceRows(player)).toEqual([
        { character_id: player.characterId, item_id: stock[0]?.item_id, quantity: 1 },
      ]);
      // A second unit of the same kind stacks.
      const same = page.data.vendorItems.slice(1).find((item) => item.name === first.name);
      if (same) {
        ok('buyShopItem', await player.post('/shops/buy', { id: same.id, requestedLang: 'en' }));
        expect((await resourceRows(player))[0]?.quantity).toBe(2);
      }
      const character = await readCharacter(player, 'en');
      expect(character.consumableItems.map((item) => item.name.startsWith(first.name))).toContain(true);
    });

    it('without the money: isSuccess false and nothing changes', async () => {
      const player = await createPlayer(server, 'en');
      const page = await viewShop(player, blacksmith.num);
      const entry = page.data.vendorItems[0];
      if (!entry) throw new Error('no stock');
      await setCharacter(server, player, { base_currency: entry.buyPriceInShop - 1 });
      const before = await snapshot(player);
      const refused = ok('buyShopItem', await player.post('/shops/buy', { id: entry.id, requestedLang: 'en' }));
      expect(refused.isSuccess).toBe(false);
      expect(refused.myCharacterBaseInfo.baseCurrency).toBe(entry.buyPriceInShop - 1);
      expect(refused.data.shopItems.every((item) => item.isAvailable)).toBe(true);
      expect(await snapshot(player)).toEqual(before);
    });

    it('with a full backpack: 409 backpack-full and nothing changes', async () => {
      const player = await createPlayer(server, 'en');
      await setCharacter(server, player, { base_currency: 100_000 });
      const page = await viewShop(player, blacksmith.num);
      await fillBackpack(player);
      const before = await snapshot(player);
      const entry = page.data.vendorItems[0];
      expectError(await player.post('/shops/buy', { id: entry?.id, requestedLang: 'en' }), 409, 'backpack-full');
      expect(await snapshot(player)).toEqual(before);
    });

    it("refuses unknown ids, another player's stock, bad types and languages", async () => {
      const owner = await createPlayer(server, 'en');
      const other = await createPlayer(server, 'en');
      await setCharacter(server, other, { base_currency: 100_000 });
      const page = await viewShop(owner, armourer.num);
      const before = await snapshot(other);
      // The other player never saw the armourer: the owner's entry id names nothing of theirs.
      expectError(
        await other.post('/shops/buy', { id: page.data.vendorItems[0]?.id, requestedLang: 'en' }),
        404,
        'not-found',
      );
      for (const id of [0, 7, 16, 999_999]) {
        expectError(await other.post('/shops/buy', { id, requestedLang: 'en' }), 404, 'not-found');
      }
      expectError(await other.post('/shops/buy', { id: 'x', requestedLang: 'en' }), 400, 'bad-request');
      expectError(await other.post('/shops/buy', { id: -1, requestedLang: 'en' }), 400, 'bad-request');
      expectError(await other.post('/shops/buy', { id: 20 }), 400, 'unsupported-language');
      expectError(await other.post('/shops/buy', { id: 20, requestedLang: 'xx' }), 400, 'unsupported-language');
      expect(await snapshot(other)).toEqual(before);
      expect((await stockRows(owner)).every((row) => !row.sold)).toBe(true);
    });

    it('50 parallel buys with money for exactly one: one item bought, the balance exact', async () => {
      const player = await createPlayer(server, 'en');
      for (const vendor of stockingVendors) await viewShop(player, vendor.num);
      await db()
        .updateTable('vendor_stock')
        .set({ price: 100 })
        .where('character_id', '=', player.characterId)
        .execute();
      await setCharacter(server, player, { base_currency: 150 });
      const ids = (await stockRows(player)).map((row) => row.id);
      expect(ids.length).toBeGreaterThanOrEqual(30);
      const responses = await Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          player.post('/shops/buy', { id: ids[index % ids.length], requestedLang: 'en' }),
        ),
      );
      const successes = responses.filter(
        (response) => response.statusCode === 200 && json<{ isSuccess: boolean }>(response).isSuccess,
      );
      expect(successes).toHaveLength(1);
      for (const response of responses) {
        if (response.statusCode === 200) ok('buyShopItem', response);
        else expectError(response, 409, 'item-not-available');
      }
      expect((await characterRow(player)).base_currency).toBe(50);
      expect((await stockRows(player)).filter((row) => row.sold)).toHaveLength(1);
      const owned = (await itemRows(player)).length + (await resourceRows(player)).length;
      expect(owned).toBe(3);
    });
  });

  describe('POST /shops/sell', () => {
    it('sells a backpack item for its sell value and answers the stock and backpack', async () => {
      const player = await createPlayer(server, 'en');
      const row = await giveBackpackItem(player, 'item.shortsword', 2, 4);
      const item = content.items.get('item.shortsword');
      const price = Math.round(item.price * 1.7);
      const sold = ok(
        'sellItem',
        await player.post('/shops/sell', { inventoryToSellId: row.id, requestedLang: 'en', gameNpcId: blacksmith.num }),
      );
      expect(sold.myCharacterBaseInfo.baseCurrency).toBe(100 + Math.floor(price / 4));
      expect(sold.data.shopItems).toHaveLength(6);
      expect(sold.data.inventory.every((slot) => slot.isEmpty)).toBe(true);
      expect((await itemRows(player)).map((owned) => owned.id)).not.toContain(row.id);
      expect((await readCharacter(player)).baseCurrency).toBe(100 + Math.floor(price / 4));
    });

    it('refuses equipped, unknown and foreign items, and an unknown vendor, changing nothing', async () => {
      const player = await createPlayer(server, 'en');
      const other = await createPlayer(server, 'en');
      const foreign = await giveBackpackItem(other);
      const mine = await giveBackpackItem(player);
      const equipped = (await itemRows(player)).find((row) => row.container === MainInventoryType.Inventory);
      const before = await snapshot(player);
      const sell = (inventoryToSellId: unknown, gameNpcId: unknown = blacksmith.num, requestedLang: unknown = 'en') =>
        player.post('/shops/sell', { inventoryToSellId, requestedLang, gameNpcId });
      expectError(await sell(equipped?.id), 409, 'item-misplaced');
      expectError(await sell(foreign.id), 404, 'not-found');
      expectError(await sell(999_999), 404, 'not-found');
      expectError(await sell(mine.id, 999), 404, 'not-found');
      expectError(await sell('one'), 400, 'bad-request');
      expectError(await sell(mine.id, blacksmith.num, 'zz'), 400, 'unsupported-language');
      expect(await snapshot(player)).toEqual(before);
      expect((await itemRows(other)).map((row) => row.id)).toContain(foreign.id);
    });

    it('parallel sells of one item sell it once', async () => {
      const player = await createPlayer(server, 'en');
      const row = await giveBackpackItem(player);
      const value = Math.floor(content.items.get('item.shortsword').price / 4);
      const responses = await Promise.all(
        Array.from({ length: 20 }, () =>
          player.post('/shops/sell', { inventoryToSellId: row.id, requestedLang: 'en', gameNpcId: blacksmith.num }),
        ),
      );
      expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
      for (const response of responses) if (response.statusCode !== 200) expectError(response, 404, 'not-found');
      expect((await characterRow(player)).base_currency).toBe(100 + value);
    });
  });

  describe('POST /shops/roll', () => {
    it('an id seen before a reroll buys nothing: it names no entry of the new stock', async () => {
      const player = await createPlayer(server, 'en');
      await setCharacter(server, player, { base_currency: 10_000 });
      const before = (await viewShop(player, blacksmith.num)).data.vendorItems.map((item) => item.id);
      ok('rollShop', await player.post('/shops/roll', { id: blacksmith.num, requestedLang: 'en' }));
      const stored = await stockRows(player, blacksmith.num);
      expect(stored.map((row) => row.id).filter((id) => before.includes(id))).toEqual([]);
      expect(stored.every((row) => Number(row.seed) > 0)).toBe(true);
      expectError(await player.post('/shops/buy', { id: before[0], requestedLang: 'en' }), 404, 'not-found');
      expect((await readCharacter(player)).baseCurrency).toBe(10_000 - 5);
    });

    it('rerolls the stock for 5 x level and stores the new one', async () => {
      const player = await createPlayer(server, 'en');
      await setCharacter(server, player, { level: 4, base_currency: 50 });
      // The page names the price the roll charges (5 × level 4), so the client never computes it.
      expect((await viewShop(player, blacksmith.num)).data.rerollPrice).toBe(20);
      await db()
        .updateTable('vendor_stock')
        .set({ sold: true })
        .where('character_id', '=', player.characterId)
        .execute();
      const rolled = ok('rollShop', await player.post('/shops/roll', { id: blacksmith.num, requestedLang: 'en' }));
      expect(rolled.myCharacterBaseInfo.baseCurrency).toBe(30);
      expect(rolled.data.vendorItems).toHaveLength(6);
      expect(rolled.data.vendorItems.every((item) => item.isAvailable)).toBe(true);
      expect(rolled.data.backpackItems).toHaveLength(20);
      const stored = await stockRows(player, blacksmith.num);
      expect(stored.map((row) => row.price)).toEqual(rolled.data.vendorItems.map((item) => item.buyPriceInShop));
      expect(stored.every((row) => !row.sold)).toBe(true);
      // Rolling a vendor never seen draws its stock too.
      const fresh = ok('rollShop', await player.post('/shops/roll', { id: armourer.num, requestedLang: 'en' }));
      expect(fresh.data.vendorItems).toHaveLength(6);
      expect(fresh.myCharacterBaseInfo.baseCurrency).toBe(10);
    });

    it('without 5 x level base currency: 409 not-enough-currency, stock and balance unchanged', async () => {
      const player = await createPlayer(server, 'en');
      await viewShop(player, blacksmith.num);
      await setCharacter(server, player, { level: 3, base_currency: 14 });
      const before = await snapshot(player);
      expectError(
        await player.post('/shops/roll', { id: blacksmith.num, requestedLang: 'en' }),
        409,
        'not-enough-currency',
      );
      expectError(await player.post('/shops/roll', { id: 999, requestedLang: 'en' }), 404, 'not-found');
      expectError(await player.post('/shops/roll', { id: blacksmith.num }), 400, 'unsupported-language');
      expect(await snapshot(player)).toEqual(before);
    });

    it('parallel rolls spend exactly what the balance allows', async () => {
      const player = await createPlayer(server, 'en');
      await setCharacter(server, player, { level: 2, base_currency: 35 });
      const responses = await Promise.all(
        Array.from({ length: 10 }, () => player.post('/shops/roll', { id: blacksmith.num, requestedLang: 'en' })),
      );
      expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(3);
      expect((await characterRow(player)).base_currency).toBe(5);
      expect(await stockRows(player, blacksmith.num)).toHaveLength(6);
    });
  });

  describe('POST /shops/craft-cosmetic and preview-cosmetic-item', () => {
    const recipe = content.recipes.all[0];
    if (!recipe) throw new Error('no recipe');
    const option = content.outfits.get(recipe.outfitId);
    const giveResources = async (player: TestPlayer, extra: number) => {
      await db()
        .insertInto('resources')
        .values(
          recipe.requirements.map(({ itemId, amount }) => ({
            character_id: player.characterId,
            item_id: content.items.get(itemId).num,
            quantity: amount + extra,
          })),
        )
        .execute();
    };

    it('consumes the required items, unlocks the option and drops the recipe from the page', async () => {
      const player = await createPlayer(server, 'en');
      await giveResources(player, 1);
      const crafted = ok(
        'craftCosmetic',
        await player.post('/shops/craft-cosmetic', { id: recipe.num, requestedLang: 'en' }),
      );
      expect(crafted.data.id).toBe(tailor.num);
      expect(crafted.data.outfitRecipes.map((entry) => entry.id)).not.toContain(recipe.num);
      expect(crafted.data.outfitRecipes).toHaveLength(content.recipes.all.length - 1);
      expect((await resourceRows(player)).map((row) => row.quantity)).toEqual(recipe.requirements.map(() => 1));
      const character = await readCharacter(player, 'en');
      expect(character.outfitsItems[option.part].items.map((entry) => entry.id)).toContain(option.num);
      const before = await snapshot(player);
      expectError(
        await player.post('/shops/craft-cosmetic', { id: recipe.num, requestedLang: 'en' }),
        409,
        'already-owned',
      );
      expect(await snapshot(player)).toEqual(before);
    });

    it('removes a resource used up exactly', async () => {
      const player = await createPlayer(server, 'en');
      await giveResources(player, 0);
      ok('craftCosmetic', await player.post('/shops/craft-cosmetic', { id: recipe.num, requestedLang: 'en' }));
      expect(await resourceRows(player)).toEqual([]);
    });

    it('without the resources: 409 missing-resources; unknown recipe 404; nothing changes', async () => {
      const player = await createPlayer(server, 'en');
      const [first] = recipe.requirements;
      if (!first) throw new Error('recipe without requirements');
      await db()
        .insertInto('resources')
        .values({ character_id: player.characterId, item_id: content.items.get(first.itemId).num, quantity: 1 })
        .execute();
      const before = await snapshot(player);
      expectError(
        await player.post('/shops/craft-cosmetic', { id: recipe.num, requestedLang: 'en' }),
        409,
        'missing-resources',
      );
      expectError(await player.post('/shops/craft-cosmetic', { id: 9999, requestedLang: 'en' }), 404, 'not-found');
      expectError(await player.post('/shops/craft-cosmetic', { id: '1', requestedLang: 'en' }), 400, 'bad-request');
      expect(await snapshot(player)).toEqual(before);
    });

    it("the tailor's page says how many of each required resource the player holds", async () => {
      const player = await createPlayer(server, 'en');
      const [first, ...rest] = recipe.requirements;
      if (!first) throw new Error('recipe without requirements');
      const heldOf = async () => {
        const page = await viewShop(player, tailor.num);
        const shown = page.data.outfitRecipes.find((entry) => entry.id === recipe.num);
        return new Map(shown?.requiredItems.map((item) => [item.id, item.held]));
      };
      const firstNum = content.items.get(first.itemId).num;
      expect(await heldOf()).toEqual(
        new Map(recipe.requirements.map(({ itemId }) => [content.items.get(itemId).num, 0])),
      );
      await db()
        .insertInto('resources')
        .values({ character_id: player.characterId, item_id: firstNum, quantity: first.amount + 2 })
        .execute();
      const held = await heldOf();
      expect(held.get(firstNum)).toBe(first.amount + 2);
      for (const { itemId } of rest) expect(held.get(content.items.get(itemId).num)).toBe(0);
      // Still short of the others: the refusal code is the one it always was, and nothing is spent.
      if (rest.length > 0) {
        const before = await snapshot(player);
        expectError(
          await player.post('/shops/craft-cosmetic', { id: recipe.num, requestedLang: 'en' }),
          409,
          'missing-resources',
        );
        expect(await snapshot(player)).toEqual(before);
      }
    });

    it('previews the outfit with the recipe option put on, storing nothing', async () => {
      const player = await createPlayer(server, 'en');
      const current = (await readCharacter(player)).outfit;
      const before = await snapshot(player);
      const preview = ok(
        'previewCosmeticItem',
        await player.post('/shops/preview-cosmetic-item', { id: recipe.num, requestedLang: 'en' }),
      );
      const layer = { hairs: 'hair', eyes: 'eyes', mouths: 'mouth', torsos: 'torsoArmor', bottoms: 'bottom' } as const;
      const key = layer[option.part as keyof typeof layer] ?? option.part;
      expect(preview.data[key as keyof typeof preview.data]).toBe(option.image);
      expect({ ...preview.data, [key]: '', hairPart2: '' }).toEqual({ ...current, [key]: '', hairPart2: '' });
      expect(await snapshot(player)).toEqual(before);
      expectError(
        await player.post('/shops/preview-cosmetic-item', { id: 9999, requestedLang: 'en' }),
        404,
        'not-found',
      );
    });
  });

  describe('POST /shops/learn-skill', () => {
    const taught = trainer.skillIds
      .map((id) => content.skills.get(id))
      .filter((skill) => skill.id !== 'skill.power-strike');
    const skill = taught[0];
    if (!skill) throw new Error('the trainer teaches nothing');

    it('learns a skill for its price (learnt, not active) and marks it on the page', async () => {
      const player = await createPlayer(server, 'en');
      await setCharacter(server, player, { base_currency: skill.price + 7 });
      const learnt = ok('learnSkill', await player.post('/shops/learn-skill', { id: skill.num, requestedLang: 'en' }));
      expect(learnt.myCharacterBaseInfo.baseCurrency).toBe(7);
      expect(learnt.data.id).toBe(trainer.num);
      expect(learnt.data.skillItems.find((entry) => entry.id === skill.num)?.isAvailableToLearn).toBe(true);
      expect(learnt.data.mySkillsInventory.map((entry) => [entry.id, entry.isActive])).toContainEqual([
        skill.num,
        false,
      ]);
      const character = await readCharacter(player, 'en');
      expect(character.skills.map((entry) => entry.id)).toContain(skill.num);
      expect(character.baseCurrency).toBe(7);
    });

    it('refuses a learnt skill, too little money and unknown skills, changing nothing', async () => {
      const player = await createPlayer(server, 'en');
      await setCharacter(server, player, { base_currency: skill.price - 1 });
      const before = await snapshot(player);
      const starter = content.skills.get('skill.power-strike');
      expectError(
        await player.post('/shops/learn-skill', { id: starter.num, requestedLang: 'en' }),
        409,
        'skill-already-learnt',
      );
      expectError(
        await player.post('/shops/learn-skill', { id: skill.num, requestedLang: 'en' }),
        409,
        'not-enough-currency',
      );
      expectError(await player.post('/shops/learn-skill', { id: 9999, requestedLang: 'en' }), 404, 'not-found');
      expectError(
        await player.post('/shops/learn-skill', { id: skill.num, requestedLang: 'q' }),
        400,
        'unsupported-language',
      );
      expect(await snapshot(player)).toEqual(before);
    });

    it('parallel learns of one skill learn it once and charge once', async () => {
      const player = await createPlayer(server, 'en');
      await setCharacter(server, player, { base_currency: skill.price * 3 });
      const responses = await Promise.all(
        Array.from({ length: 10 }, () => player.post('/shops/learn-skill', { id: skill.num, requestedLang: 'en' })),
      );
      expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
      for (const response of responses)
        if (response.statusCode !== 200) expectError(response, 409, 'skill-already-learnt');
      expect((await characterRow(player)).base_currency).toBe(skill.price * 2);
    });
  });

  it('every vendor page matches the contract for a fresh player', async () => {
    const player = await createPlayer(server, 'de');
    for (const vendor of content.vendors.all) {
      const page = await viewShop(player, vendor.num);
      expect(page.data.type).toBe(vendor.shopType);
      for (const item of page.data.vendorItems) {
        const row = (await stockRows(player, vendor.num)).find((entry) => entry.id === item.id);
        const definition = row && content.items.findByNum(row.item_id);
        expect(definition && (isEquipment(definition) ? definition.slot : 0)).toBe(item.inventoryType);
      }
    }
  });
});
