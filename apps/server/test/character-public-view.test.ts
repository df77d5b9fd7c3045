import { InventorySlotType, MainInventoryType, publicCharacterSchema, replySchema, routes } from '@rpg/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content } from '../src/content/index.ts';
import { json, startTestServer, type TestServer } from './support/app.ts';
import { characterRows, databaseVariants } from './support/databases.ts';
import { bearer, emulatorHost, signUp } from './support/emulator.ts';
import { createPlayer, expectError, readCharacter, setCharacter, type TestPlayer } from './support/players.ts';

emulatorHost();

describe.each(databaseVariants())('POST /characters/get-by-id on $name', (variant) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(variant);
  });
  afterAll(async () => {
    await server?.close();
  });

  const getById = (player: TestPlayer, body: unknown) => player.post('/characters/get-by-id', body);

  it('shows another player’s public view: look, level, honour, equipped items and stats only', async () => {
    const [viewer, other] = [await createPlayer(server), await createPlayer(server, 'en')];
    await setCharacter(server, other, { honour: 42, level: 3, base_currency: 5000 });
    await server.database.db
      .insertInto('items')
      .values([
        {
          character_id: other.characterId,
          item_id: content.items.get('item.iron-helm').num,
          rarity: 1,
          container: MainInventoryType.Inventory,
          position: InventorySlotType.Helmet,
        },
        {
          character_id: other.characterId,
          item_id: content.items.get('item.dagger').num,
          rarity: 0,
          container: MainInventoryType.Backpack,
          position: 0,
        },
      ])
      .execute();
    const response = await getById(viewer, { id: other.characterId, requestedLang: 'en' });
    expect(response.statusCode, response.body).toBe(200);
    const body = replySchema(routes.getCharacterById).strict().parse(json(response));
    const view = publicCharacterSchema.strict().parse(body.data);
    const own = await readCharacter(other, 'en');
    expect(view).toEqual({
      id: other.characterId,
      name: other.name,
      level: 3,
      honourPoints: 42,
      outfit: own.outfit,
      equippedItems: own.inventoryGameItems.filter((item) => item.mainInventoryType === 0 && !item.isEmpty),
      stats: own.stats,
    });
    expect(view.equippedItems.map((item) => item.name)).toEqual(['Iron helm', 'Linen shirt', 'Short sword']);
    expect(response.body).not.toMatch(/baseCurrency|premiumCurrency|actionPoints|experience|Dagger/);
    // The same view in Polish: only the content's words change.
    const polish = publicCharacterSchema.parse(
      json<{ data: unknown }>(await getById(viewer, { id: other.characterId, requestedLang: 'pl' })).data,
    );
    expect(polish.equippedItems.map((item) => item.name)).toEqual(['Żelazny hełm', 'Lniana koszula', 'Krótki miecz']);
  });

  it('a player may look at its own public view', async () => {
    const player = await createPlayer(server);
    const response = await getById(player, { id: player.characterId, requestedLang: 'pl' });
    expect(response.statusCode, response.body).toBe(200);
    expect(json<{ data: { name: string } }>(response).data.name).toBe(player.name);
  });

  it('answers 404 for an unknown id, 400 for bad input, and changes nothing', async () => {
    const player = await createPlayer(server);
    const before = await characterRows(server.database);
    expectError(await getById(player, { id: 987_654, requestedLang: 'pl' }), 404, 'not-found');
    expectError(await getById(player, { id: 'me', requestedLang: 'pl' }), 400, 'bad-request');
    expectError(await getById(player, { id: -2, requestedLang: 'pl' }), 400, 'bad-request');
    expectError(await getById(player, { requestedLang: 'pl' }), 400, 'bad-request');
    expectError(await getById(player, { id: player.characterId }), 400, 'unsupported-language');
    expectError(await getById(player, { id: player.characterId, requestedLang: 'PL' }), 400, 'unsupported-language');
    expect(await characterRows(server.database)).toEqual(before);
  });

  it('answers 404 character-not-found to an account without a character, 401 without a token', async () => {
    const [user, other] = [await signUp(), await createPlayer(server)];
    const request = (headers: Record<string, string>) =>
      server.app.inject({
        method: 'POST',
        url: '/api/characters/get-by-id',
        headers,
        payload: { id: other.characterId, requestedLang: 'pl' },
      });
    expectError(await request(bearer(user.idToken)), 404, 'character-not-found');
    expectError(await request({}), 401, 'unauthenticated');
  });
});
