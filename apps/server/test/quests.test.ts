import { type Quest, QuestType, replySchema, routes } from '@rpg/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content } from '../src/content/index.ts';
import { jsonb } from '../src/db/json.ts';
import { questStatus } from '../src/db/types.ts';
import type { QuestState } from '../src/rules/quests.ts';
import { json, startTestServer, type TestServer } from './support/app.ts';
import { characterRows, databaseVariants } from './support/databases.ts';
import { emulatorHost } from './support/emulator.ts';
import { createPlayer, expectError, setCharacter, type TestPlayer } from './support/players.ts';

emulatorHost();

type Name = 'getQuests' | 'acceptQuest' | 'cancelQuest' | 'returnDoneQuest' | 'rollQuests';
const ok = (name: Name, response: LightMyRequestResponse) => {
  expect(response.statusCode, response.body).toBe(200);
  const body = json<{ data: Quest[]; myCharacterBaseInfo?: { stamina: number; premiumCurrency: number } }>(response);
  expect(replySchema(routes[name]).strict().parse(body)).toEqual(body);
  return body;
};

describe.each(databaseVariants())('/api/quests on $name', (variant) => {
  let server: TestServer;
  let clock = new Date('2026-03-01T10:00:00.000Z');
  beforeAll(async () => {
    server = await startTestServer(variant, { now: () => clock });
  });
  afterAll(async () => {
    await server?.close();
  });

  const list = async (player: TestPlayer, lang = 'en') =>
    ok('getQuests', await player.get(`/quests?lang=${lang}`)).data;
  const row = async (player: TestPlayer) => {
    const rows = await characterRows(server.database);
    const found = rows.find((r) => r.id === player.characterId);
    if (!found) throw new Error('character row missing');
    return found;
  };
  const questRows = (player: TestPlayer) =>
    server.database.db
      .selectFrom('quests')
      .selectAll()
      .where('character_id', '=', player.characterId)
      .orderBy('id')
      .execute();
  /** Rewrites a stored quest (test set-up: progress, rewards). */
  const patchQuest = async (id: number, patch: Partial<QuestState>) => {
    const stored = await server.database.db
      .selectFrom('quests')
      .select('quest')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await server.database.db
      .updateTable('quests')
      .set({ quest: jsonb({ ...(stored.quest as QuestState), ...patch }) })
      .where('id', '=', id)
      .execute();
  };
  /** Everything a refusal must leave alone: the character row and the quests. */
  const snapshot = async (player: TestPlayer) => ({ row: await row(player), quests: await questRows(player) });

  it('lists 3 offers generated once for the level, stored, localised; the language is remembered', async () => {
    const player = await createPlayer(server, 'pl');
    const english = await list(player, 'en');
    expect(english).toHaveLength(3);
    for (const quest of english) {
      expect(quest.isAccepted).toBe(false);
      expect(quest.isDone).toBe(false);
      expect(quest.progressions).toHaveLength(1);
      expect(quest.requiredStamina).toBeGreaterThan(0);
      expect(quest.rewards.baseCurrency).toBeGreaterThan(0);
      expect(quest.description).not.toMatch(/\{\{/);
      const [progression] = quest.progressions;
      if (progression?.type === QuestType.SlayMonster) expect(progression.monsterNameToSlay).not.toBe('');
      else expect(progression?.resourceNameToGet).not.toBe('');
    }
    expect(new Set(english.map((q) => q.title)).size).toBe(3);
    const stored = await questRows(player);
    expect(stored.map((q) => q.status)).toEqual([0, 0, 0]);
    expect(stored.map((q) => q.id)).toEqual(english.map((q) => q.id));
    const german = await list(player, 'de');
    expect(german.map((q) => q.id)).toEqual(english.map((q) => q.id));
    const amounts = (quests: Quest[]) => quests.map((q) => ({ ...q.rewards, itemName: q.rewards.itemName !== null }));
    expect(amounts(german)).toEqual(amounts(english));
    expect(german.map((q) => q.title)).not.toEqual(english.map((q) => q.title));
    expect((await row(player)).last_lang).toBe('de');
  });

  it('a missing or unknown language is 400 unsupported-language; wrong types are 400 bad-request', async () => {
    const player = await createPlayer(server);
    expectError(await player.get('/quests'), 400, 'unsupported-language');
    expectError(await player.get('/quests?lang=xx'), 400, 'unsupported-language');
    const [quest] = await list(player);
    expectError(await player.post('/quests/accept', { id: quest?.id }), 400, 'unsupported-language');
    expectError(await player.post('/quests/accept', { id: 'abc', requestedLang: 'en' }), 400, 'bad-request');
    expectError(await player.post('/quests/cancel', { id: -1, requestedLang: 'en' }), 400, 'bad-request');
    expectError(await player.post('/quests/return-done', {}), 400, 'bad-request');
    expectError(await player.post('/quests/roll?lang=xx'), 400, 'unsupported-language');
    expect((await questRows(player)).every((q) => q.status === questStatus.offered)).toBe(true);
  });

  it('accept spends the action points and turns the card accepted; refusals change nothing', async () => {
    const player = await createPlayer(server);
    const other = await createPlayer(server);
    const [first, second] = await list(player);
    if (!first || !second) throw new Error('no offers');
    const [othersQuest] = await list(other);
    const body = ok('acceptQuest', await player.post('/quests/accept', { id: first.id, requestedLang: 'en' }));
    expect(body.myCharacterBaseInfo?.stamina).toBe(100 - first.requiredStamina);
    // The accepted quest stays on the board and a replacement is drawn: the board still offers 3.
    expect(body.data).toHaveLength(4);
    expect(body.data.filter((q) => !q.isAccepted)).toHaveLength(3);
    expect(body.data.find((q) => q.id === first.id)).toMatchObject({ isAccepted: true, isDone: false });
    expect(body.data.filter((q) => !q.isAccepted).map((q) => q.id)).toEqual(expect.arrayContaining([second.id]));
    expect((await list(player)).map((q) => q.id)).toEqual(body.data.map((q) => q.id));
    expect((await questRows(player)).find((q) => q.id === first.id)?.status).toBe(questStatus.accepted);

    const before = await snapshot(player);
    expectError(
      await player.post('/quests/accept', { id: first.id, requestedLang: 'en' }),
      409,
      'quest-already-accepted',
    );
    expectError(await player.post('/quests/accept', { id: 999_999, requestedLang: 'en' }), 404, 'not-found');
    expectError(await player.post('/quests/accept', { id: othersQuest?.id, requestedLang: 'en' }), 404, 'not-found');
    await setCharacter(server, player, { action_points: second.requiredStamina - 1 });
    const poor = await snapshot(player);
    expectError(
      await player.post('/quests/accept', { id: second.id, requestedLang: 'en' }),
      409,
      'not-enough-action-points',
    );
    expect(await snapshot(player)).toEqual(poor);
    expect(poor.quests).toEqual(before.quests);
  });

  it('cancel puts an accepted quest back on offer with no refund; an available one is 409 quest-not-accepted', async () => {
    const player = await createPlayer(server);
    const offers = await list(player);
    const [quest] = offers;
    if (!quest) throw new Error('no offers');
    expectError(await player.post('/quests/cancel', { id: quest.id, requestedLang: 'en' }), 409, 'quest-not-accepted');
    ok('acceptQuest', await player.post('/quests/accept', { id: quest.id, requestedLang: 'en' }));
    await patchQuest(quest.id, { currentAmount: 1 });
    const body = ok('cancelQuest', await player.post('/quests/cancel', { id: quest.id, requestedLang: 'fr' }));
    const again = body.data.find((q) => q.id === quest.id);
    expect(again?.isAccepted).toBe(false);
    // Back on offer, it takes the place of the replacement its accept drew: still 3 offers.
    expect(body.data).toHaveLength(3);
    expect(body.data.map((q) => q.id).sort()).toEqual(offers.map((q) => q.id).sort());
    expect((await row(player)).action_points).toBe(100 - quest.requiredStamina);
    const stored = (await questRows(player)).find((q) => q.id === quest.id);
    expect(stored?.status).toBe(questStatus.offered);
    expect((stored?.quest as QuestState | undefined)?.currentAmount).toBe(0);
    const other = await createPlayer(server);
    expectError(await other.post('/quests/cancel', { id: quest.id, requestedLang: 'en' }), 404, 'not-found');
  });

  it('return-done: refused until done; then gives the rewards once (level-up, premium, item) and refills the board', async () => {
    const player = await createPlayer(server);
    const [quest] = await list(player);
    if (!quest) throw new Error('no offers');
    expectError(
      await player.post('/quests/return-done', { id: quest.id, requestedLang: 'en' }),
      409,
      'quest-not-accepted',
    );
    ok('acceptQuest', await player.post('/quests/accept', { id: quest.id, requestedLang: 'en' }));
    // A slay quest of 3 rats, rewarding enough experience for a level-up, premium currency and an item.
    const reward = { baseCurrency: 40, experience: 150, premiumCurrency: 2, itemId: 'item.shortsword' };
    const item = content.items.find(reward.itemId) ?? content.items.all.find((i) => i.kind === 'equipment');
    if (!item) throw new Error('no equipment in the content');
    reward.itemId = item.id;
    await patchQuest(quest.id, {
      templateId: 'quest.rat-plague',
      type: QuestType.SlayMonster,
      targetId: 'monster.giant-rat',
      requiredAmount: 3,
      currentAmount: 2,
      rewards: reward,
    });
    const before = await snapshot(player);
    expectError(await player.post('/quests/return-done', { id: quest.id, requestedLang: 'en' }), 409, 'quest-not-done');
    expect(await snapshot(player)).toEqual(before);
    const shown = (await list(player)).find((q) => q.id === quest.id);
    expect(shown?.progressions[0]).toMatchObject({ currentAmount: 2, requiredAmount: 3 });

    await patchQuest(quest.id, { currentAmount: 3 });
    expect((await list(player)).find((q) => q.id === quest.id)?.isDone).toBe(true);
    // A full backpack refuses the item reward (and nothing changes).
    await server.database.db
      .insertInto('items')
      .values(
        Array.from({ length: 20 }, (_, position) => ({
          character_id: player.characterId,
          item_id: item.num,
          rarity: 0,
          container: 1,
          position,
        })),
      )
      .execute();
    const full = await snapshot(player);
    expectError(await player.post('/quests/return-done', { id: quest.id, requestedLang: 'en' }), 409, 'backpack-full');
    expect(await snapshot(player)).toEqual(full);
    await server.database.db
      .deleteFrom('items')
      .where('character_id', '=', player.characterId)
      .where('container', '=', 1)
      .where('position', '>', 0)
      .execute();

    const body = ok('returnDoneQuest', await player.post('/quests/return-done', { id: quest.id, requestedLang: 'en' }));
    expect(body.data.map((q) => q.id)).not.toContain(quest.id);
    expect(body.data).toHaveLength(3);
    const after = await row(player);
    expect(after.base_currency).toBe(full.row.base_currency + 40);
    expect(after.premium_currency).toBe(full.row.premium_currency + 2);
    expect(after.level).toBe(2);
    expect(after.experience).toBe(50);
    expect(after.stat_points).toBe(full.row.stat_points + 5);
    expect(body.myCharacterBaseInfo).toMatchObject({
      baseCurrency: after.base_currency,
      premiumCurrency: after.premium_currency,
    });
    const backpack = await server.database.db
      .selectFrom('items')
      .selectAll()
      .where('character_id', '=', player.characterId)
      .where('container', '=', 1)
      .orderBy('position')
      .execute();
    expect(backpack.map((i) => [i.item_id, i.position])).toEqual([
      [item.num, 0],
      [item.num, 1],
    ]);
    expect((await questRows(player)).find((q) => q.id === quest.id)?.status).toBe(questStatus.returned);
    // Once only.
    expectError(await player.post('/quests/return-done', { id: quest.id, requestedLang: 'en' }), 404, 'not-found');
  });

  it('a GetResources quest counts the resources held and consumes them when returned', async () => {
    const player = await createPlayer(server);
    const [quest] = await list(player);
    if (!quest) throw new Error('no offers');
    ok('acceptQuest', await player.post('/quests/accept', { id: quest.id, requestedLang: 'en' }));
    const resource = content.items.all.find((i) => i.kind === 'resource');
    if (!resource) throw new Error('no resource in the content');
    await patchQuest(quest.id, {
      type: QuestType.GetResources,
      targetId: resource.id,
      requiredAmount: 4,
      currentAmount: 0,
      rewards: { baseCurrency: 10, experience: 5, premiumCurrency: 0, itemId: null },
    });
    await server.database.db
      .insertInto('resources')
      .values({ character_id: player.characterId, item_id: resource.num, quantity: 3 })
      .execute();
    const shown = (await list(player)).find((q) => q.id === quest.id);
    expect(shown?.progressions[0]).toMatchObject({ type: QuestType.GetResources, currentAmount: 3, requiredAmount: 4 });
    expect(shown?.isDone).toBe(false);
    expectError(await player.post('/quests/return-done', { id: quest.id, requestedLang: 'en' }), 409, 'quest-not-done');
    await server.database.db
      .updateTable('resources')
      .set({ quantity: 6 })
      .where('character_id', '=', player.characterId)
      .execute();
    ok('returnDoneQuest', await player.post('/quests/return-done', { id: quest.id, requestedLang: 'en' }));
    const left = await server.database.db
      .selectFrom('resources')
      .select('quantity')
      .where('character_id', '=', player.characterId)
      .execute();
    expect(left).toEqual([{ quantity: 2 }]);
  });

  it('roll: free once an hour (accepted quests stay), then 1 premium; none left is 409 not-enough-currency', async () => {
    const player = await createPlayer(server);
    const [kept, ...others] = await list(player);
    if (!kept) throw new Error('no offers');
    ok('acceptQuest', await player.post('/quests/accept', { id: kept.id, requestedLang: 'en' }));
    const german = (await list(player, 'de')).find((q) => q.id === kept.id);
    const free = ok('rollQuests', await player.post('/quests/roll'));
    expect(free.data).toHaveLength(4);
    expect(free.data.filter((q) => !q.isAccepted)).toHaveLength(3);
    expect(free.data.map((q) => q.id)).toContain(kept.id);
    for (const old of others) expect(free.data.map((q) => q.id)).not.toContain(old.id);
    expect(free.myCharacterBaseInfo?.premiumCurrency).toBe(50);
    expect((await row(player)).quests_rolled_at?.toISOString()).toBe(clock.toISOString());
    // Without ?lang= it answers in the language last used (de).
    expect(free.data.find((q) => q.id === kept.id)?.title).toBe(german?.title);
    expect(german?.title).not.toBe(kept.title);

    clock = new Date(clock.getTime() + 30 * 60_000);
    const paid = ok('rollQuests', await player.post('/quests/roll?lang=en'));
    expect(paid.myCharacterBaseInfo?.premiumCurrency).toBe(49);
    await setCharacter(server, player, { premium_currency: 0 });
    const before = await snapshot(player);
    expectError(await player.post('/quests/roll'), 409, 'not-enough-currency');
    expect(await snapshot(player)).toEqual(before);

    clock = new Date(clock.getTime() + 30 * 60_000);
    const again = ok('rollQuests', await player.post('/quests/roll'));
    expect(again.myCharacterBaseInfo?.premiumCurrency).toBe(0);
  });

  it('maxPrice: a roll that costs more than the player agreed is 409 roll-not-free with nothing spent', async () => {
    const player = await createPlayer(server);
    await list(player);
    // The free roll of this hour was used (on another device): the app still offers it as free.
    await setCharacter(server, player, { quests_rolled_at: clock });
    const before = await snapshot(player);
    expectError(await player.post('/quests/roll?maxPrice=0'), 409, 'roll-not-free');
    expect(await snapshot(player)).toEqual(before);
    // Agreed to the price: the roll is paid.
    const paid = ok('rollQuests', await player.post('/quests/roll?maxPrice=1&lang=en'));
    expect(paid.myCharacterBaseInfo?.premiumCurrency).toBe(49);
    // Agreed to pay, but the free roll is back: it is free.
    clock = new Date(clock.getTime() + 60 * 60_000);
    const free = ok('rollQuests', await player.post('/quests/roll?maxPrice=1'));
    expect(free.myCharacterBaseInfo?.premiumCurrency).toBe(49);
    expectError(await player.post('/quests/roll?maxPrice=-1'), 400, 'bad-request');
  });

  it('concurrency: 50 paid rolls with premium for one: exactly one succeeds and the balance is exact', async () => {
    const player = await createPlayer(server);
    await list(player);
    await setCharacter(server, player, { premium_currency: 1, quests_rolled_at: clock });
    const responses = await Promise.all(Array.from({ length: 50 }, () => player.post('/quests/roll')));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    for (const response of responses.filter((r) => r.statusCode !== 200))
      expectError(response, 409, 'not-enough-currency');
    expect((await row(player)).premium_currency).toBe(0);
    expect((await questRows(player)).filter((q) => q.status === questStatus.offered)).toHaveLength(3);
  });

  it('the board offers 3 after every accept, however many are accepted (distinct offers)', async () => {
    const player = await createPlayer(server);
    await setCharacter(server, player, { action_points: 100 });
    for (let round = 0; round < 5; round += 1) {
      const offered = (await list(player)).filter((q) => !q.isAccepted);
      expect(offered).toHaveLength(3);
      const cheapest = [...offered].sort((a, b) => a.requiredStamina - b.requiredStamina)[0];
      if (!cheapest) throw new Error('no offers');
      await setCharacter(server, player, { action_points: 100 });
      const body = ok('acceptQuest', await player.post('/quests/accept', { id: cheapest.id, requestedLang: 'en' }));
      const after = body.data.filter((q) => !q.isAccepted);
      expect(after).toHaveLength(3);
      expect(after.map((q) => q.id)).not.toContain(cheapest.id);
      expect(new Set(after.map((q) => q.title)).size).toBe(3);
      expect(body.data.filter((q) => q.isAccepted)).toHaveLength(round + 1);
    }
    const rows = await questRows(player);
    expect(rows.filter((q) => q.status === questStatus.offered)).toHaveLength(3);
    expect(rows.filter((q) => q.status === questStatus.accepted)).toHaveLength(5);
  });

  it('concurrency: accepting all three at once with action points for one: exactly one is accepted', async () => {
    const player = await createPlayer(server);
    const quests = await list(player);
    const cost = Math.max(...quests.map((q) => q.requiredStamina));
    await setCharacter(server, player, { action_points: cost });
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        player.post('/quests/accept', { id: quests[i % 3]?.id, requestedLang: 'en' }),
      ),
    );
    const won = responses.filter((r) => r.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const response of responses.filter((r) => r.statusCode !== 200)) {
      expect(['not-enough-action-points', 'quest-already-accepted']).toContain(
        json<{ error: { code: string } }>(response).error.code,
      );
    }
    const accepted = (await questRows(player)).filter((q) => q.status === questStatus.accepted);
    expect(accepted).toHaveLength(1);
    const spent = quests.find((q) => q.id === accepted[0]?.id)?.requiredStamina ?? 0;
    expect((await row(player)).action_points).toBe(cost - spent);
  });
});
