import { replySchema, routes } from '@rpg/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content, monstersOf, startLocationId } from '../src/content/index.ts';
import { json, startTestServer, type TestServer } from './support/app.ts';
import { characterRows, databaseVariants } from './support/databases.ts';
import { emulatorHost } from './support/emulator.ts';
import { createPlayer, expectError, readCharacter, setCharacter } from './support/players.ts';

emulatorHost();

const town = content.locations.get(startLocationId);
const forest = content.locations.get('location.forest');
const mine = content.locations.get('location.mine');

const parse = <N extends 'getLocations' | 'changeLocation' | 'getBattleEnemies'>(
  name: N,
  response: LightMyRequestResponse,
) => {
  expect(response.statusCode, response.body).toBe(200);
  const body = json(response);
  return replySchema(routes[name]).strict().parse(body) as ReturnType<ReturnType<typeof replySchema>['parse']> & {
    data: unknown;
    myCharacterBaseInfo?: { baseCurrency: number; premiumCurrency: number; stamina: number };
  };
};

type LocationReply = { id: number; name: string; isCurrent: boolean; requiredStamina: number; imagePath: string };

describe.each(databaseVariants())('locations on $name', (variant) => {
  let server: TestServer;
  let clock = new Date('2026-03-01T10:00:00.000Z');
  beforeAll(async () => {
    server = await startTestServer(variant, {
      now: () => clock,
      rateLimits: { addressPerMinute: 0, accountPerMinute: 0 },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('GET /locations lists every location in the language asked for, the starting one current', async () => {
    const player = await createPlayer(server);
    const english = parse('getLocations', await player.get('/locations?lang=en')).data as LocationReply[];
    expect(english.map((location) => location.id)).toEqual(content.locations.all.map((location) => location.num));
    expect(english.filter((location) => location.isCurrent).map((location) => location.id)).toEqual([town.num]);
    expect(english[0]).toEqual({
      id: town.num,
      name: town.name.en,
      imagePath: town.image,
      requiredStamina: town.requiredStamina,
      isCurrent: true,
    });
    const polish = parse('getLocations', await player.get('/locations?lang=pl')).data as LocationReply[];
    expect(polish.map((location) => location.name)).toEqual(content.locations.all.map((location) => location.name.pl));
  });

  it('GET /locations without a language or with an unknown one answers 400 unsupported-language', async () => {
    const player = await createPlayer(server);
    expectError(await player.get('/locations'), 400, 'unsupported-language');
    expectError(await player.get('/locations?lang=xx'), 400, 'unsupported-language');
  });

  it('travel spends the requiredStamina, moves the character and draws monsters of the new place', async () => {
    clock = new Date('2026-03-01T11:00:00.000Z');
    const player = await createPlayer(server);
    const reply = parse(
      'changeLocation',
      await player.post('/locations/change', { id: forest.num, requestedLang: 'de' }),
    );
    const list = reply.data as LocationReply[];
    expect(list.filter((location) => location.isCurrent).map((location) => location.id)).toEqual([forest.num]);
    expect(list.find((location) => location.id === forest.num)?.name).toBe(forest.name.de);
    expect(reply.myCharacterBaseInfo).toEqual({
      baseCurrency: 100,
      premiumCurrency: 50,
      stamina: 100 - forest.requiredStamina,
    });
    expect((await readCharacter(player)).actionPoints).toBe(100 - forest.requiredStamina);
    // The GET agrees, and the monster offer is of the forest.
    const again = parse('getLocations', await player.get('/locations?lang=en')).data as LocationReply[];
    expect(again.find((location) => location.isCurrent)?.id).toBe(forest.num);
    const enemies = parse('getBattleEnemies', await player.get('/battle/enemies?lang=en')).data as {
      monsters: { id: number }[];
    };
    const forestMonsters = monstersOf(forest.id).map((monster) => monster.num);
    expect(enemies.monsters.length).toBe(Math.min(3, forestMonsters.length));
    for (const monster of enemies.monsters) expect(forestMonsters).toContain(monster.id);
  });

  it('travelling to the current location costs nothing and answers the same list', async () => {
    const player = await createPlayer(server);
    const before = await characterRows(server.database);
    const reply = parse(
      'changeLocation',
      await player.post('/locations/change', { id: town.num, requestedLang: 'pl' }),
    );
    expect(reply.myCharacterBaseInfo?.stamina).toBe(100);
    expect(reply.data).toEqual(parse('getLocations', await player.get('/locations?lang=pl')).data);
    expect(await characterRows(server.database)).toEqual(before);
  });

  it('too few action points: 409 not-enough-action-points, nothing changes', async () => {
    const player = await createPlayer(server);
    await setCharacter(server, player, {
      action_points: mine.requiredStamina - 1,
      action_points_updated_at: clock,
    });
    const before = await characterRows(server.database);
    expectError(
      await player.post('/locations/change', { id: mine.num, requestedLang: 'en' }),
      409,
      'not-enough-action-points',
    );
    expect(await characterRows(server.database)).toEqual(before);
  });

  it('regenerated points count: after enough minutes the same travel succeeds', async () => {
    const player = await createPlayer(server);
    await setCharacter(server, player, { action_points: mine.requiredStamina - 1, action_points_updated_at: clock });
    expectError(
      await player.post('/locations/change', { id: mine.num, requestedLang: 'en' }),
      409,
      'not-enough-action-points',
    );
    clock = new Date(clock.getTime() + 3 * 60 * 1000);
    const reply = parse(
      'changeLocation',
      await player.post('/locations/change', { id: mine.num, requestedLang: 'en' }),
    );
    expect(reply.myCharacterBaseInfo?.stamina).toBe(0);
  });

  it('bad input: unknown id 404, wrong types 400 bad-request, bad language 400, nothing changes', async () => {
    const player = await createPlayer(server);
    const before = await characterRows(server.database);
    expectError(await player.post('/locations/change', { id: 9999, requestedLang: 'en' }), 404, 'not-found');
    expectError(await player.post('/locations/change', { id: 0, requestedLang: 'en' }), 404, 'not-found');
    expectError(await player.post('/locations/change', { id: 'forest', requestedLang: 'en' }), 400, 'bad-request');
    expectError(await player.post('/locations/change', { id: -1, requestedLang: 'en' }), 400, 'bad-request');
    expectError(await player.post('/locations/change', { requestedLang: 'en' }), 400, 'bad-request');
    expectError(await player.post('/locations/change', { id: forest.num }), 400, 'unsupported-language');
    expectError(
      await player.post('/locations/change', { id: forest.num, requestedLang: 'xx' }),
      400,
      'unsupported-language',
    );
    expectError(await player.post('/locations/change', ['forest']), 400, 'bad-request');
    expect(await characterRows(server.database)).toEqual(before);
  });

  it('50 simultaneous travels with points for one: one is charged, the rest find the character there', async () => {
    const player = await createPlayer(server);
    await setCharacter(server, player, { action_points: forest.requiredStamina, action_points_updated_at: clock });
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => player.post('/locations/change', { id: forest.num, requestedLang: 'en' })),
    );
    for (const response of responses) expect(parse('changeLocation', response).myCharacterBaseInfo?.stamina).toBe(0);
    const character = await readCharacter(player);
    expect(character.actionPoints).toBe(0);
    const row = await server.database.db
      .selectFrom('characters')
      .select(['location_id', 'action_points'])
      .where('id', '=', player.characterId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ location_id: forest.num, action_points: 0 });
  });

  it('50 simultaneous travels to two places with points for one trip: exactly one trip is paid', async () => {
    const player = await createPlayer(server);
    await setCharacter(server, player, { action_points: mine.requiredStamina, action_points_updated_at: clock });
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        player.post('/locations/change', { id: i % 2 === 0 ? mine.num : forest.num, requestedLang: 'en' }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expectError(response, 409, 'not-enough-action-points');
    }
    const row = await server.database.db
      .selectFrom('characters')
      .select(['location_id', 'action_points'])
      .where('id', '=', player.characterId)
      .executeTakeFirstOrThrow();
    // Whichever trip came first was paid; every later one found too few points (or the character there already).
    const paid = row.location_id === mine.num ? mine.requiredStamina : forest.requiredStamina;
    expect(row.action_points).toBe(mine.requiredStamina - paid);
  });
});
