import { PremiumPurchaseKind, type RouteName, replySchema, routes } from '@rpg/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { content } from '../src/content/index.ts';
import type { RouteReply } from '../src/http/routes.ts';
import { json, startTestServer, type TestServer } from './support/app.ts';
import { databaseVariants } from './support/databases.ts';
import { emulatorHost } from './support/emulator.ts';
import { createPlayer, expectError, readCharacter, setCharacter, type TestPlayer } from './support/players.ts';

emulatorHost();

const ok = <N extends RouteName>(name: N, response: LightMyRequestResponse): RouteReply<N> => {
  expect(response.statusCode, response.body).toBe(200);
  return replySchema(routes[name]).strict().parse(json(response)) as RouteReply<N>;
};

const minute = 60 * 1000;
const day = 24 * 60 * minute;
const week = 7 * day;
const t0 = new Date('2026-03-01T12:00:00.000Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

const cheap = [...content.premiumItems.all].sort((a, b) => a.price - b.price)[0];
const dear = [...content.premiumItems.all].sort((a, b) => b.price - a.price)[0];
if (!cheap || !dear) throw new Error('no premium items');
const optionOf = (id: string) => content.outfits.get(id);

describe.each(databaseVariants())('/api/premium-shop on $name', (variant) => {
  let server: TestServer;
  let clock = t0;
  beforeAll(async () => {
    server = await startTestServer(variant, { now: () => clock });
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(() => {
    clock = t0;
  });

  const db = () => server.database.db;
  const snapshot = async (player: TestPlayer) => ({
    character: await db()
      .selectFrom('characters')
      .selectAll()
      .where('id', '=', player.characterId)
      .executeTakeFirstOrThrow(),
    unlocks: await db()
      .selectFrom('outfit_unlocks')
      .select('option_id')
      .where('character_id', '=', player.characterId)
      .execute(),
    purchases: await db()
      .selectFrom('premium_purchases')
      .selectAll()
      .where('character_id', '=', player.characterId)
      .execute(),
  });

  describe('GET /premium-shop/list', () => {
    it('lists every premium item, none owned, and no premium time, in the last language or ?lang', async () => {
      const player = await createPlayer(server, 'pl');
      const list = ok('getPremiumItems', await player.get('/premium-shop/list'));
      expect(list.data.premiumTimeEndsAt).toBeNull();
      expect(list.data.premiumItems.map((item) => item.id)).toEqual(content.premiumItems.all.map((item) => item.num));
      const first = content.premiumItems.all[0];
      if (!first) throw new Error('no premium items');
      const option = optionOf(first.outfitId);
      expect(list.data.premiumItems[0]).toEqual({
        id: first.num,
        name: option.name.pl,
        cosmeticItemId: option.num,
        cosmeticItemImagePath: option.image,
        price: first.price,
        isOwned: false,
      });
      const english = ok('getPremiumItems', await player.get('/premium-shop/list?lang=en'));
      expect(english.data.premiumItems[0]?.name).toBe(option.name.en);
      expect(ok('getPremiumItems', await player.get('/premium-shop/list')).data.premiumItems[0]?.name).toBe(
        option.name.en,
      );
      expectError(await player.get('/premium-shop/list?lang=xx'), 400, 'unsupported-language');
    });
  });

  describe('POST /premium-shop/buy-premium-item', () => {
    it('unlocks the outfit option for its premium price and writes the history', async () => {
      const player = await createPlayer(server, 'en');
      const option = optionOf(cheap.outfitId);
      const bought = ok(
        'buyPremiumItem',
        await player.post('/premium-shop/buy-premium-item', { id: cheap.num, requestedLang: 'en' }),
      );
      expect(bought.isSuccess).toBe(true);
      expect(bought.myCharacterBaseInfo.premiumCurrency).toBe(50 - cheap.price);
      expect(bought.data.premiumItems.find((item) => item.id === cheap.num)?.isOwned).toBe(true);
      expect(bought.data.premiumItems.filter((item) => item.isOwned)).toHaveLength(1);
      const character = await readCharacter(player, 'en');
      expect(character.premiumCurrency).toBe(50 - cheap.price);
      expect(character.outfitsItems[option.part].items.map((entry) => entry.id)).toContain(option.num);
      const history = ok('getPremiumHistory', await player.get('/premium-shop/history'));
      expect(history.data).toEqual([
        {
          id: expect.any(Number),
          date: t0.toISOString(),
          item: option.name.en,
          imagePath: option.image,
          price: cheap.price,
          kind: PremiumPurchaseKind.Item,
        },
      ]);
      const before = await snapshot(player);
      expectError(
        await player.post('/premium-shop/buy-premium-item', { id: cheap.num, requestedLang: 'en' }),
        409,
        'already-owned',
      );
      expect(await snapshot(player)).toEqual(before);
    });

    it('without the premium currency: isSuccess false and nothing changes; bad ids refused', async () => {
      const player = await createPlayer(server, 'en');
      await setCharacter(server, player, { premium_currency: dear.price - 1 });
      const before = await snapshot(player);
      const refused = ok(
        'buyPremiumItem',
        await player.post('/premium-shop/buy-premium-item', { id: dear.num, requestedLang: 'en' }),
      );
      expect(refused.isSuccess).toBe(false);
      expect(refused.myCharacterBaseInfo.premiumCurrency).toBe(dear.price - 1);
      expect(refused.data.premiumItems.every((item) => !item.isOwned)).toBe(true);
      expectError(
        await player.post('/premium-shop/buy-premium-item', { id: 9999, requestedLang: 'en' }),
        404,
        'not-found',
      );
      expectError(
        await player.post('/premium-shop/buy-premium-item', { id: 'a', requestedLang: 'en' }),
        400,
        'bad-request',
      );
      expectError(await player.post('/premium-shop/buy-premium-item', { id: dear.num }), 400, 'unsupported-language');
      expect(await snapshot(player)).toEqual(before);
    });

    it('50 parallel buys with premium currency for exactly one: one bought, the balance exact', async () => {
      const player = await createPlayer(server, 'en');
      const affordable = content.premiumItems.all.filter((item) => item.price === cheap.price);
      await setCharacter(server, player, { premium_currency: cheap.price * 2 - 1 });
      const ids = content.premiumItems.all.map((item) => item.num);
      const responses = await Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          player.post('/premium-shop/buy-premium-item', { id: ids[index % ids.length], requestedLang: 'en' }),
        ),
      );
      const successes = responses.filter(
        (response) => response.statusCode === 200 && json<{ isSuccess: boolean }>(response).isSuccess,
      );
      expect(successes).toHaveLength(1);
      for (const response of responses) {
        if (response.statusCode === 200) ok('buyPremiumItem', response);
        else expectError(response, 409, 'already-owned');
      }
      const after = await snapshot(player);
      expect(after.unlocks).toHaveLength(1);
      expect(after.purchases).toHaveLength(1);
      const boughtPrice = after.purchases[0]?.price ?? -1;
      expect(affordable.length).toBeGreaterThan(0);
      expect(after.character.premium_currency).toBe(cheap.price * 2 - 1 - boughtPrice);
    });
  });

  describe('POST /premium-shop/buy-premium-time', () => {
    it('gives 7 days for 100 premium, extending a running premium time', async () => {
      const player = await createPlayer(server, 'en');
      await setCharacter(server, player, { premium_currency: 250 });
      const first = ok('buyPremiumTime', await player.post('/premium-shop/buy-premium-time'));
      expect(first).toEqual({
        isSuccess: true,
        data: { premiumTimeEndsAt: at(week).toISOString() },
        myCharacterBaseInfo: { baseCurrency: 100, premiumCurrency: 150, stamina: 100 },
      });
      clock = at(day);
      const second = ok('buyPremiumTime', await player.post('/premium-shop/buy-premium-time?lang=de'));
      expect(second.data.premiumTimeEndsAt).toBe(at(2 * week).toISOString());
      expect(ok('getPremiumItems', await player.get('/premium-shop/list')).data.premiumTimeEndsAt).toBe(
        at(2 * week).toISOString(),
      );
      const history = ok('getPremiumHistory', await player.get('/premium-shop/history'));
      expect(history.data.map((entry) => [entry.item, entry.date, entry.kind, entry.price, entry.imagePath])).toEqual([
        ['Premiumzeit, 7 Tage', at(day).toISOString(), PremiumPurchaseKind.PremiumTime, 100, ''],
        ['Premiumzeit, 7 Tage', t0.toISOString(), PremiumPurchaseKind.PremiumTime, 100, ''],
      ]);
      // Not enough for a third: isSuccess false, nothing changes.
      const before = await snapshot(player);
      const refused = ok('buyPremiumTime', await player.post('/premium-shop/buy-premium-time'));
      expect(refused.isSuccess).toBe(false);
      expect(refused.data.premiumTimeEndsAt).toBe(at(2 * week).toISOString());
      expect(await snapshot(player)).toEqual(before);
      expectError(await player.post('/premium-shop/buy-premium-time?lang=xx'), 400, 'unsupported-language');
      // After it ends, a new one starts from now.
      await setCharacter(server, player, { premium_currency: 100 });
      clock = at(3 * week);
      expect(ok('getPremiumItems', await player.get('/premium-shop/list')).data.premiumTimeEndsAt).toBeNull();
      const renewed = ok('buyPremiumTime', await player.post('/premium-shop/buy-premium-time'));
      expect(renewed.data.premiumTimeEndsAt).toBe(at(4 * week).toISOString());
    });

    it('stores the action points first: the premium rate applies only from the purchase on', async () => {
      const player = await createPlayer(server, 'en');
      await setCharacter(server, player, {
        premium_currency: 100,
        action_points: 10,
        action_points_updated_at: at(-30 * minute),
      });
      // 30 minutes at the normal rate (1 per 3 minutes): 10 points gained before the purchase.
      const bought = ok('buyPremiumTime', await player.post('/premium-shop/buy-premium-time'));
      expect(bought.myCharacterBaseInfo.stamina).toBe(20);
      const row = (await snapshot(player)).character;
      expect(row.action_points).toBe(20);
      expect(row.action_points_updated_at.toISOString()).toBe(t0.toISOString());
      // 20 minutes later at the premium rate (1 per 2 minutes): 10 more, not 6 or 25.
      clock = at(20 * minute);
      expect((await readCharacter(player)).actionPoints).toBe(30);
    });

    it('50 parallel buys with premium for exactly one: one week bought, the balance exact', async () => {
      const player = await createPlayer(server, 'en');
      await setCharacter(server, player, { premium_currency: 199 });
      const responses = await Promise.all(
        Array.from({ length: 50 }, () => player.post('/premium-shop/buy-premium-time')),
      );
      const replies = responses.map((response) => ok('buyPremiumTime', response));
      expect(replies.filter((reply) => reply.isSuccess)).toHaveLength(1);
      const after = await snapshot(player);
      expect(after.character.premium_currency).toBe(99);
      expect(after.character.premium_until?.toISOString()).toBe(at(week).toISOString());
      expect(after.purchases).toHaveLength(1);
    });
  });

  describe('POST /premium-shop/preview', () => {
    it("shows the outfit with the item's option put on, storing nothing", async () => {
      const player = await createPlayer(server, 'en');
      const option = optionOf(dear.outfitId);
      const current = (await readCharacter(player)).outfit;
      const before = await snapshot(player);
      const preview = ok(
        'previewPremiumItem',
        await player.post('/premium-shop/preview', { id: dear.num, requestedLang: 'en' }),
      );
      expect(Object.values(preview.data)).toContain(option.image);
      const changed = Object.entries(preview.data).filter(
        ([key, value]) => current[key as keyof typeof current] !== value,
      );
      expect(changed.length).toBeGreaterThan(0);
      expect(changed.length).toBeLessThanOrEqual(2);
      expect(await snapshot(player)).toEqual(before);
      expectError(await player.post('/premium-shop/preview', { id: 9999, requestedLang: 'en' }), 404, 'not-found');
      expectError(await player.post('/premium-shop/preview', { id: 1 }), 400, 'unsupported-language');
    });
  });

  describe('GET /premium-shop/history', () => {
    it('lists every purchase newest first, only the own ones, localised', async () => {
      const player = await createPlayer(server, 'pl');
      const other = await createPlayer(server, 'pl');
      await setCharacter(server, player, { premium_currency: 1000 });
      await setCharacter(server, other, { premium_currency: 1000 });
      expect(ok('getPremiumHistory', await player.get('/premium-shop/history')).data).toEqual([]);
      ok('buyPremiumItem', await player.post('/premium-shop/buy-premium-item', { id: cheap.num, requestedLang: 'pl' }));
      clock = at(minute);
      ok('buyPremiumTime', await player.post('/premium-shop/buy-premium-time'));
      clock = at(2 * minute);
      ok('buyPremiumItem', await player.post('/premium-shop/buy-premium-item', { id: dear.num, requestedLang: 'pl' }));
      ok('buyPremiumItem', await other.post('/premium-shop/buy-premium-item', { id: cheap.num, requestedLang: 'pl' }));
      const history = ok('getPremiumHistory', await player.get('/premium-shop/history?lang=fr'));
      expect(history.data.map((entry) => [entry.item, entry.price, entry.date])).toEqual([
        [optionOf(dear.outfitId).name.fr, dear.price, at(2 * minute).toISOString()],
        ['Temps premium, 7 jours', 100, at(minute).toISOString()],
        [optionOf(cheap.outfitId).name.fr, cheap.price, t0.toISOString()],
      ]);
      expectError(await player.get('/premium-shop/history?lang=xx'), 400, 'unsupported-language');
    });
  });
});
