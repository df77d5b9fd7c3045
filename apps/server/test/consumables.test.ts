import { type Character, characterSchema, type Language, replySchema, routes } from '@rpg/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content, isStackItem, stackItems, vendorDefinitions } from '../src/content/index.ts';
import { healAmount, healthAfterConsumable } from '../src/rules/consumables.ts';
import { stockCandidates } from '../src/rules/shop.ts';
import { json, startTestServer, type TestServer } from './support/app.ts';
import { databaseVariants } from './support/databases.ts';
import { emulatorHost } from './support/emulator.ts';
import { createPlayer, expectError, readCharacter, setCharacter, type TestPlayer } from './support/players.ts';
import { tableRows } from './support/tables.ts';

emulatorHost();

const numOf = (id: string) => content.items.get(id).num;
const bread = numOf('item.bread');
const healthPotion = numOf('item.health-potion');
const manaPotion = numOf('item.mana-potion');

describe('the rules of consumables', () => {
  it('restore their share of maximum health, at least one point, never above the maximum', () => {
    expect(healAmount(200, 10)).toBe(20);
    expect(healAmount(55, 10)).toBe(6);
    expect(healAmount(5, 5)).toBe(1);
    expect(healAmount(200, 0)).toBe(0);
    expect(healthAfterConsumable(1, 200, 10)).toBe(21);
    expect(healthAfterConsumable(190, 200, 10)).toBe(200);
    expect(healthAfterConsumable(150, 200, 100)).toBe(200);
  });

  it('every consumable a vendor sells, at every level, has a heal share (one with no use is not sold)', () => {
    const sold = new Set(
      vendorDefinitions.flatMap((vendor) =>
        Array.from({ length: 40 }, (_, level) => stockCandidates(vendor, level + 1)).flat(),
      ),
    );
    const consumables = [...sold].filter((item) => item.kind === 'consumable');
    expect(consumables.length).toBeGreaterThan(3);
    for (const item of consumables) {
      expect(isStackItem(item) && item.effect.healPercent, item.id).toBeGreaterThan(0);
    }
    // The potions that restore no health are left out of every stock.
    const noUse = stackItems.filter((item) => item.kind === 'consumable' && item.effect.healPercent === 0);
    expect(noUse.length).toBeGreaterThan(0);
    for (const item of noUse) expect(sold.has(item), item.id).toBe(false);
  });
});

describe.each(databaseVariants())('POST /my-character/use-consumable on $name', (variant) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(variant);
  });
  afterAll(async () => {
    await server?.close();
  });

  const use = (player: TestPlayer, id: unknown, requestedLang: Language = 'en') =>
    player.post('/my-character/use-consumable', { id, requestedLang });
  const expectCharacter = (response: LightMyRequestResponse): Character => {
    expect(response.statusCode, response.body).toBe(200);
    const body = replySchema(routes.useConsumable).strict().parse(json(response));
    return characterSchema.parse(body.data);
  };
  /** Puts `quantity` of a pouch item into the player's pouch (test set-up, as a purchase or loot would). */
  const give = async (player: TestPlayer, itemNum: number, quantity: number) => {
    await server.database.db
      .insertInto('resources')
      .values({ character_id: player.characterId, item_id: itemNum, quantity })
      .execute();
  };
  /** The player hurt to `health` points, stored now (no regeneration since). */
  const hurt = (player: TestPlayer, health: number) =>
    setCharacter(server, player, { current_health: health, health_updated_at: new Date() });
  const snapshot = (player: TestPlayer) => tableRows(server.database, [player.characterId]);

  it('restores the share of maximum health, counts one down and answers the whole character', async () => {
    const player = await createPlayer(server, 'en');
    await give(player, bread, 3);
    await hurt(player, 1);
    const max = (await readCharacter(player, 'en')).stats.healthPoints;

    const character = expectCharacter(await use(player, bread));
    expect(character.stats.currentHealthPoints).toBe(1 + healAmount(max, 10));
    expect(character.stats.healthPoints).toBe(max);
    const pouch = character.consumableItems.find((item) => item.id === bread);
    expect(pouch).toMatchObject({ name: 'Bread ×2', count: 2, healPercent: 10 });
    // The reply is what GET /my-character answers now.
    expect(await readCharacter(player, 'en')).toEqual(character);
  });

  it('in the language asked for', async () => {
    const player = await createPlayer(server, 'en');
    await give(player, bread, 2);
    await hurt(player, 1);
    const character = expectCharacter(await use(player, bread, 'pl'));
    expect(character.consumableItems.find((item) => item.id === bread)?.name).toBe('Chleb');
  });

  it('never above the maximum, and the last one leaves the pouch', async () => {
    const player = await createPlayer(server);
    await give(player, healthPotion, 1);
    const max = (await readCharacter(player)).stats.healthPoints;
    await hurt(player, max - 1);
    const character = expectCharacter(await use(player, healthPotion));
    expect(character.stats.currentHealthPoints).toBe(max);
    expect(character.consumableItems.some((item) => item.id === healthPotion)).toBe(false);
    const rows = await server.database.db
      .selectFrom('resources')
      .selectAll()
      .where('character_id', '=', player.characterId)
      .execute();
    expect(rows.some((row) => row.item_id === healthPotion)).toBe(false);
  });

  it('at full health: 409 health-full, nothing spent', async () => {
    const player = await createPlayer(server);
    await give(player, bread, 2);
    const before = await snapshot(player);
    const error = expectError(await use(player, bread), 409, 'health-full');
    expect(error.field).toBe('id');
    expect(await snapshot(player)).toEqual(before);
  });

  it('none of it, an unknown id, a resource or an equipment item: 409 consumable-not-owned, nothing changed', async () => {
    const player = await createPlayer(server);
    await hurt(player, 1);
    await give(player, numOf('item.wood-log'), 2);
    const before = await snapshot(player);
    const starterWeapon = content.items.all.find((item) => item.kind === 'equipment');
    for (const id of [bread, 999_999, numOf('item.wood-log'), starterWeapon?.num]) {
      expectError(await use(player, id), 409, 'consumable-not-owned');
    }
    expect(await snapshot(player)).toEqual(before);
  });

  it('a consumable that restores no health is refused (400), nothing spent', async () => {
    const player = await createPlayer(server);
    await hurt(player, 1);
    await give(player, manaPotion, 1);
    const before = await snapshot(player);
    expectError(await use(player, manaPotion), 400, 'bad-request');
    expect(await snapshot(player)).toEqual(before);
  });

  it('refuses bad input (400) and changes nothing', async () => {
    const player = await createPlayer(server);
    await give(player, bread, 1);
    await hurt(player, 1);
    const before = await snapshot(player);
    expectError(await use(player, 'bread'), 400, 'bad-request');
    expectError(await use(player, -1), 400, 'bad-request');
    expectError(await player.post('/my-character/use-consumable', { id: bread }), 400, 'unsupported-language');
    expectError(await use(player, bread, 'xx' as Language), 400, 'unsupported-language');
    expect(await snapshot(player)).toEqual(before);
  });

  it('two parallel uses of the last one: one 200, one 409 consumable-not-owned, healed once', async () => {
    const player = await createPlayer(server);
    await give(player, bread, 1);
    await hurt(player, 1);
    const max = (await readCharacter(player)).stats.healthPoints;
    const responses = await Promise.all([use(player, bread), use(player, bread)]);
    const ok = responses.filter((response) => response.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const response of responses.filter((r) => r.statusCode !== 200)) {
      expectError(response, 409, 'consumable-not-owned');
    }
    expect((await readCharacter(player)).stats.currentHealthPoints).toBe(1 + healAmount(max, 10));
  });

  it('20 parallel uses of 5: exactly 5 succeed while health is short', async () => {
    const player = await createPlayer(server);
    await give(player, numOf('item.apple'), 5);
    await hurt(player, 1);
    const max = (await readCharacter(player)).stats.healthPoints;
    const responses = await Promise.all(Array.from({ length: 20 }, () => use(player, numOf('item.apple'))));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(5);
    for (const response of responses.filter((r) => r.statusCode !== 200)) {
      expectError(response, 409, 'consumable-not-owned');
    }
    expect((await readCharacter(player)).stats.currentHealthPoints).toBe(1 + 5 * healAmount(max, 5));
  });
});
