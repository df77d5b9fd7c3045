import { type AdventureRetrieval, type Adventures, replySchema, routes } from '@rpg/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content } from '../src/content/index.ts';
import { json, startTestServer, type TestServer } from './support/app.ts';
import { characterRows, databaseVariants } from './support/databases.ts';
import { emulatorHost } from './support/emulator.ts';
import { createPlayer, expectError, setCharacter, type TestPlayer } from './support/players.ts';

emulatorHost();

type Name = 'getAdventures' | 'acceptAdventure' | 'retriveAdventure' | 'cancelAdventure';
const ok = <T = Adventures>(name: Name, response: LightMyRequestResponse) => {
  expect(response.statusCode, response.body).toBe(200);
  const body = json<{ data: T; myCharacterBaseInfo?: { stamina: number; baseCurrency: number } }>(response);
  expect(replySchema(routes[name]).strict().parse(body)).toEqual(body);
  return body;
};

// The first adventure (level 1): 2 action points, 1 minute. The fourth needs level 4.
const first = content.adventures.all[0];
const locked = content.adventures.all.find((a) => a.minLevel > 1);

describe.each(databaseVariants())('/api/adventures on $name', (variant) => {
  let server: TestServer;
  let clock = new Date('2026-03-01T10:00:00.000Z');
  beforeAll(async () => {
    server = await startTestServer(variant, { now: () => clock });
  });
  afterAll(async () => {
    await server?.close();
  });
  if (!first || !locked) throw new Error('adventures missing from the content');

  const row = async (player: TestPlayer) => {
    const found = (await characterRows(server.database)).find((r) => r.id === player.characterId);
    if (!found) throw new Error('character row missing');
    return found;
  };
  const resources = (player: TestPlayer) =>
    server.database.db
      .selectFrom('resources')
      .select(['item_id', 'quantity'])
      .where('character_id', '=', player.characterId)
      .orderBy('item_id')
      .execute();
  const accept = (player: TestPlayer, id = first.num) => player.post('/adventures/accept', { id, requestedLang: 'en' });

  it('GET answers in the last language without ?lang=, in ?lang= when given; nothing runs at first', async () => {
    const player = await createPlayer(server, 'de');
    const german = ok('getAdventures', await player.get('/adventures')).data;
    expect(german.currentAdventure).toBeNull();
    expect(german.adventures.length).toBeGreaterThan(0);
    expect(german.adventures[0]).toMatchObject({
      id: first.num,
      name: first.name.de,
      isActive: false,
      requiredStamina: first.requiredStamina,
      durationMinutes: first.durationMinutes,
      endsAt: null,
    });
    expect(german.adventures.every((a) => a.durationMinutes >= 1 && a.durationMinutes <= 30)).toBe(true);
    expect(german.adventures.map((a) => a.id)).not.toContain(locked.num);
    const english = ok('getAdventures', await player.get('/adventures?lang=en')).data;
    expect(english.adventures[0]?.name).toBe(first.name.en);
    expect((await row(player)).last_lang).toBe('en');
    expectError(await player.get('/adventures?lang=xx'), 400, 'unsupported-language');
  });

  it('accept → in progress → retrive after the duration: rewards once, resources in the pouch', async () => {
    const player = await createPlayer(server);
    const start = await row(player);
    const accepted = ok('acceptAdventure', await accept(player));
    const endsAt = new Date(clock.getTime() + first.durationMinutes * 60_000).toISOString();
    expect(accepted.data.currentAdventure).toMatchObject({ id: first.num, isActive: true, endsAt });
    expect(accepted.data.adventures.find((a) => a.id === first.num)?.isActive).toBe(true);
    expect(accepted.myCharacterBaseInfo?.stamina).toBe(100 - first.requiredStamina);
    expect((await row(player)).adventure_ends_at?.toISOString()).toBe(endsAt);

    const running = await row(player);
    expectError(await accept(player), 409, 'adventure-in-progress');
    const early = expectError(
      await player.post('/adventures/retrive', { requestedLang: 'en' }),
      409,
      'adventure-in-progress',
    );
    expect(early.message).toMatch(/left/);
    expect(await row(player)).toEqual(running);

    clock = new Date(clock.getTime() + first.durationMinutes * 60_000);
    const done = ok<AdventureRetrieval>(
      'retriveAdventure',
      await player.post('/adventures/retrive', { requestedLang: 'en' }),
    );
    expect(done.data.currentAdventure).toBeNull();
    expect(done.data.reward.baseCurrency).toBe(first.gold);
    expect(done.data.reward.experience).toBe(first.xp);
    const after = await row(player);
    expect(after.base_currency).toBe(start.base_currency + first.gold);
    expect(after.experience).toBe(start.experience + first.xp);
    expect(after.adventure_id).toBeNull();
    expect(after.adventure_ends_at).toBeNull();
    expect(after.action_points).toBe(100 - first.requiredStamina);
    expect(done.myCharacterBaseInfo?.baseCurrency).toBe(after.base_currency);
    const pouch = await resources(player);
    expect(pouch.length).toBe(done.data.reward.items.length);
    // Each resource once, with the quantity the adventure gave: what the pouch now holds.
    for (const item of done.data.reward.items) {
      expect(item.count).toBeGreaterThan(0);
      expect(item.name).not.toMatch(/×/);
      expect(pouch.find((entry) => entry.item_id === item.id)?.quantity).toBe(item.count);
    }
    expectError(await player.post('/adventures/retrive', { requestedLang: 'en' }), 409, 'no-adventure');
    expect(await row(player)).toEqual(after);
  });

  it('retrive levels up when the experience is enough (5 stat points, health refilled)', async () => {
    const player = await createPlayer(server);
    await setCharacter(server, player, { experience: 99, current_health: 1 });
    ok('acceptAdventure', await accept(player));
    clock = new Date(clock.getTime() + 30 * 60_000);
    const done = ok<AdventureRetrieval>(
      'retriveAdventure',
      await player.post('/adventures/retrive', { requestedLang: 'pl' }),
    );
    expect(done.data.reward.levelUp).toBe(true);
    const after = await row(player);
    expect(after.level).toBe(2);
    expect(after.stat_points).toBe(10);
    expect(after.current_health).toBeGreaterThan(100);
  });

  it('cancel ends it with no reward and no refund; nothing running is 409 no-adventure', async () => {
    const player = await createPlayer(server);
    expectError(await player.post('/adventures/cancel', { requestedLang: 'en' }), 409, 'no-adventure');
    ok('acceptAdventure', await accept(player));
    const before = await row(player);
    const body = ok('cancelAdventure', await player.post('/adventures/cancel', { requestedLang: 'en' }));
    expect(body.data.currentAdventure).toBeNull();
    const after = await row(player);
    expect(after.adventure_id).toBeNull();
    expect(after.action_points).toBe(before.action_points);
    expect(after.base_currency).toBe(before.base_currency);
    expect(await resources(player)).toEqual([]);
    // A new one may start at once.
    ok('acceptAdventure', await accept(player));
  });

  it('refusals: unknown or locked id 404, too few points 409, bad input 400; nothing changes', async () => {
    const player = await createPlayer(server);
    const before = await row(player);
    expectError(await accept(player, 999_999), 404, 'not-found');
    expectError(await accept(player, locked.num), 404, 'not-found');
    expectError(await player.post('/adventures/accept', { id: 'x', requestedLang: 'en' }), 400, 'bad-request');
    expectError(await player.post('/adventures/accept', { id: first.num }), 400, 'unsupported-language');
    expectError(
      await player.post('/adventures/accept', { id: first.num, requestedLang: 'xx' }),
      400,
      'unsupported-language',
    );
    expectError(await player.post('/adventures/retrive', {}), 400, 'unsupported-language');
    expectError(await player.post('/adventures/cancel', { requestedLang: 'zz' }), 400, 'unsupported-language');
    expect(await row(player)).toEqual(before);
    await setCharacter(server, player, { action_points: first.requiredStamina - 1 });
    const poor = await row(player);
    expectError(await accept(player), 409, 'not-enough-action-points');
    expect(await row(player)).toEqual(poor);
  });

  it('concurrency: 50 accepts at once start one adventure (points spent once); 50 retrives reward once', async () => {
    const player = await createPlayer(server);
    const start = await row(player);
    const accepts = await Promise.all(Array.from({ length: 50 }, () => accept(player)));
    expect(accepts.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of accepts.filter((r) => r.statusCode !== 200)) expectError(r, 409, 'adventure-in-progress');
    expect((await row(player)).action_points).toBe(100 - first.requiredStamina);
    clock = new Date(clock.getTime() + 30 * 60_000);
    const retrives = await Promise.all(
      Array.from({ length: 50 }, () => player.post('/adventures/retrive', { requestedLang: 'en' })),
    );
    expect(retrives.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of retrives.filter((r) => r.statusCode !== 200)) expectError(r, 409, 'no-adventure');
    expect((await row(player)).base_currency).toBe(start.base_currency + first.gold);
  });
});
