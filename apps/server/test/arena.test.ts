import { type ArenaEnemy, type ArenaFightResult, BattleResult, replySchema, routes } from '@rpg/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CharacterUpdate } from '../src/db/types.ts';
import { battleActionsOf, type StoredBattleInput } from '../src/features/battle/combat.ts';
import { simulateBattle } from '../src/rules/battle.ts';
import { dangerLevel } from '../src/rules/monsters.ts';
import { json, startTestServer, type TestServer } from './support/app.ts';
import { characterRows, databaseVariants } from './support/databases.ts';
import { emulatorHost } from './support/emulator.ts';
import { createPlayer, expectError, readCharacter, setCharacter, type TestPlayer } from './support/players.ts';

emulatorHost();

type BaseInfo = { baseCurrency: number; premiumCurrency: number; stamina: number };

const parseList = (response: LightMyRequestResponse, name: 'getArenaBattles' | 'arenaRoll') => {
  expect(response.statusCode, response.body).toBe(200);
  return (replySchema(routes[name]).strict().parse(json(response)) as { data: ArenaEnemy[] }).data;
};
const parseFight = (response: LightMyRequestResponse) => {
  expect(response.statusCode, response.body).toBe(200);
  return replySchema(routes.arenaFight).strict().parse(json(response)) as {
    data: ArenaFightResult;
    myCharacterBaseInfo: BaseInfo;
  };
};

/** Certain to win: huge force, sure hits, health to spare. */
const champion = (now: Date): CharacterUpdate => ({
  base_force: 400,
  base_intelligence: 100,
  base_endurance: 100,
  current_health: 100_000,
  health_updated_at: now,
});

describe.each(databaseVariants())('arena on $name', (variant) => {
  let server: TestServer;
  let clock = new Date('2026-03-01T10:00:00.000Z');
  let band = 0;
  beforeAll(async () => {
    server = await startTestServer(variant, {
      now: () => clock,
      rateLimits: { addressPerMinute: 0, accountPerMinute: 0 },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  const rowOf = (player: TestPlayer) =>
    server.database.db
      .selectFrom('characters')
      .selectAll()
      .where('id', '=', player.characterId)
      .executeTakeFirstOrThrow();
  const battlesOf = (player: TestPlayer) =>
    server.database.db
      .selectFrom('battles')
      .selectAll()
      .where('character_id', '=', player.characterId)
      .orderBy('id')
      .execute();
  const list = async (player: TestPlayer, lang = 'en') =>
    parseList(await player.get(`/arena/available-battles?requestedLang=${lang}`), 'getArenaBattles');
  const fight = (player: TestPlayer, id: number, requestedLang = 'en') =>
    player.post('/arena/fight', { id, requestedLang });
  /** No weapon and no skill: at most 1 damage a hit. */
  const disarm = async (player: TestPlayer) => {
    await server.database.db.deleteFrom('items').where('character_id', '=', player.characterId).execute();
    await server.database.db.deleteFrom('skills').where('character_id', '=', player.characterId).execute();
  };

  /**
   * A player and 10 opponents in an honour band of their own (far from every other test's players),
   * so the 10 nearest are exactly these opponents. Opponent i has honour base - 5 + i (skipping
   * the player's own) and level levels[i].
   */
  const league = async (levels: readonly number[] = [5, 8, 10, 11, 12, 13, 15, 20, 25, 30]) => {
    band += 1;
    const base = band * 10_000;
    const me = await createPlayer(server);
    await setCharacter(server, me, { honour: base, level: 10, action_points_updated_at: clock });
    const opponents: { player: TestPlayer; honour: number; level: number }[] = [];
    for (const [i, level] of levels.entries()) {
      const player = await createPlayer(server);
      const honour = base - 5 + i + (i >= 5 ? 1 : 0);
      await setCharacter(server, player, { honour, level });
      opponents.push({ player, honour, level });
    }
    return { me, base, opponents };
  };

  it('lists 5 opponents near the honour (never the player), with the danger by level; kept until a roll', async () => {
    const { me, base, opponents } = await league();
    const enemies = await list(me);
    expect(enemies).toHaveLength(5);
    const ids = opponents.map((opponent) => opponent.player.characterId);
    for (const enemy of enemies) {
      const opponent = opponents.find((candidate) => candidate.player.characterId === enemy.enemyPlayerId);
      expect(opponent, 'an opponent of the band').toBeDefined();
      expect(enemy).toEqual({
        enemyPlayerId: opponent?.player.characterId,
        enemyPlayerName: opponent?.player.name,
        enemyPlayerHonourPoints: opponent?.honour,
        enemyPlayerLevel: opponent?.level,
        dangerLevel: dangerLevel(10, opponent?.level ?? 0),
      });
    }
    expect(ids).not.toContain(me.characterId);
    const distances = enemies.map((enemy) => Math.abs(enemy.enemyPlayerHonourPoints - base));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(await list(me, 'pl')).toEqual(enemies);
  });

  it('the language of the list is required: 400 unsupported-language without or with an unknown one', async () => {
    const player = await createPlayer(server);
    expectError(await player.get('/arena/available-battles'), 400, 'unsupported-language');
    expectError(await player.get('/arena/available-battles?requestedLang=xx'), 400, 'unsupported-language');
    expectError(await player.get('/arena/available-battles?lang=en'), 400, 'unsupported-language');
  });

  it('roll: free, once a minute (409 roll-limit with the wait; nothing changes)', async () => {
    clock = new Date('2026-03-01T12:00:00.000Z');
    const { me, opponents } = await league();
    await list(me);
    const rolled = parseList(await me.post('/arena/roll'), 'arenaRoll');
    expect(rolled).toHaveLength(5);
    for (const enemy of rolled) {
      expect(opponents.map((opponent) => opponent.player.characterId)).toContain(enemy.enemyPlayerId);
    }
    expect(await list(me)).toEqual(rolled);
    const before = await characterRows(server.database);
    expect(expectError(await me.post('/arena/roll'), 409, 'roll-limit').message).toMatch(/60 s/);
    clock = new Date('2026-03-01T12:00:59.000Z');
    expect(expectError(await me.post('/arena/roll?lang=de'), 409, 'roll-limit').message).toMatch(/1 s/);
    expect(await characterRows(server.database)).toEqual(before);
    clock = new Date('2026-03-01T12:01:00.000Z');
    expect(parseList(await me.post('/arena/roll?lang=fr'), 'arenaRoll')).toHaveLength(5);
    expect((await readCharacter(me)).baseCurrency).toBe(100);
    expectError(await me.post('/arena/roll?lang=xx'), 400, 'unsupported-language');
  });

  it('a won fight: +10 honour, 5 points, stored and replayable; the opponent is not changed', async () => {
    const { me } = await league();
    await setCharacter(server, me, champion(clock));
    const [target] = await list(me);
    if (!target) throw new Error('no opponent');
    const enemyBefore = await server.database.db
      .selectFrom('characters')
      .selectAll()
      .where('id', '=', target.enemyPlayerId)
      .executeTakeFirstOrThrow();
    const honourBefore = (await rowOf(me)).honour;
    const { data, myCharacterBaseInfo } = parseFight(await fight(me, target.enemyPlayerId, 'pl'));
    expect(data.result).toBe(BattleResult.Win);
    expect(data.honourPointsChange).toBe(10);
    expect(data.honourPoints).toBe(honourBefore + 10);
    expect(data.enemyPlayerName).toBe(target.enemyPlayerName);
    expect(data.enemyOutfitClientModel.hair).toMatch(/^\/images\//);
    expect(data.myOutfitClientModel.hair).toMatch(/^\/images\//);
    expect(data.actions.at(-1)?.enemyHealth).toBe(0);
    expect(data.actions.at(-1)?.logString).toContain('Zwycięstwo');
    expect(myCharacterBaseInfo).toEqual({ baseCurrency: 100, premiumCurrency: 50, stamina: 95 });
    expect((await rowOf(me)).honour).toBe(honourBefore + 10);
    const enemyAfter = await server.database.db
      .selectFrom('characters')
      .selectAll()
      .where('id', '=', target.enemyPlayerId)
      .executeTakeFirstOrThrow();
    expect(enemyAfter).toEqual(enemyBefore);
    // Stored with its seed and both sides: the replay gives the same fight.
    const [battle] = await battlesOf(me);
    if (!battle) throw new Error('the fight was not stored');
    expect(battle).toMatchObject({ kind: 1, opponent_id: target.enemyPlayerId, result: BattleResult.Win });
    const input = battle.input as StoredBattleInput;
    const replay = simulateBattle({ ...input, seed: Number(battle.seed) });
    expect(battleActionsOf(replay, input, 'pl')).toEqual(data.actions);
    expect(data.enemyMaxHealth).toBe(input.defender.maxHp);
  });

  it('a lost fight: honour -5 but never below 0, 1 HP left', async () => {
    const { me, base } = await league();
    await disarm(me);
    await setCharacter(server, me, { honour: base, current_health: 1, health_updated_at: clock, base_dexterity: 0 });
    const [target] = await list(me);
    if (!target) throw new Error('no opponent');
    await setCharacter(server, me, { honour: 3 });
    const { data } = parseFight(await fight(me, target.enemyPlayerId));
    expect(data.result).toBe(BattleResult.Loss);
    expect(data.honourPointsChange).toBe(-3);
    expect(data.honourPoints).toBe(0);
    const row = await rowOf(me);
    expect(row.honour).toBe(0);
    expect(row.current_health).toBe(1);
  });

  it('a loss with honour to spare costs 5', async () => {
    const { me, base } = await league();
    await disarm(me);
    await setCharacter(server, me, { current_health: 1, health_updated_at: clock, base_dexterity: 0 });
    const [target] = await list(me);
    if (!target) throw new Error('no opponent');
    const { data } = parseFight(await fight(me, target.enemyPlayerId));
    expect(data.result).toBe(BattleResult.Loss);
    expect(data.honourPointsChange).toBe(-5);
    expect((await rowOf(me)).honour).toBe(base - 5);
  });

  it('refusals: an opponent not on the list 404 (another player, oneself, unknown), too few points 409', async () => {
    const { me, opponents } = await league();
    const offered = (await list(me)).map((enemy) => enemy.enemyPlayerId);
    const notOffered = opponents.find((opponent) => !offered.includes(opponent.player.characterId));
    const before = await characterRows(server.database);
    expectError(await fight(me, notOffered?.player.characterId ?? 0), 404, 'not-found');
    expectError(await fight(me, me.characterId), 404, 'not-found');
    expectError(await fight(me, 9_999_999), 404, 'not-found');
    expect(await characterRows(server.database)).toEqual(before);
    await setCharacter(server, me, { action_points: 4, action_points_updated_at: clock });
    const poor = await characterRows(server.database);
    expectError(await fight(me, offered[0] ?? 0), 409, 'not-enough-action-points');
    expect(await characterRows(server.database)).toEqual(poor);
    expect(await battlesOf(me)).toEqual([]);
  });

  it('bad input: wrong types 400 bad-request, missing or unknown language 400 unsupported-language', async () => {
    const player = await createPlayer(server);
    expectError(await player.post('/arena/fight', { id: 'x', requestedLang: 'en' }), 400, 'bad-request');
    expectError(await player.post('/arena/fight', { requestedLang: 'en' }), 400, 'bad-request');
    expectError(await player.post('/arena/fight', { id: 1 }), 400, 'unsupported-language');
    expectError(await player.post('/arena/fight', { id: 1, requestedLang: 'xx' }), 400, 'unsupported-language');
    expect((await readCharacter(player)).actionPoints).toBe(100);
  });

  it('50 simultaneous fights with points for one: exactly one is fought, honour +10 once', async () => {
    const { me, base } = await league();
    await setCharacter(server, me, { ...champion(clock), action_points: 5 });
    const [target] = await list(me);
    if (!target) throw new Error('no opponent');
    const responses = await Promise.all(Array.from({ length: 50 }, () => fight(me, target.enemyPlayerId)));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    for (const response of responses.filter((r) => r.statusCode !== 200)) {
      expect([404, 409]).toContain(response.statusCode);
    }
    const row = await rowOf(me);
    expect(row.honour).toBe(base + 10);
    expect(row.action_points).toBe(0);
    expect(await battlesOf(me)).toHaveLength(1);
  });
});
