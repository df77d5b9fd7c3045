import { BattleResult, type FightResult, type Monsters, replySchema, routes } from '@rpg/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content, monstersOf, startLocationId } from '../src/content/index.ts';
import { jsonb } from '../src/db/json.ts';
import { type CharacterUpdate, questStatus } from '../src/db/types.ts';
import { battleActionsOf, type StoredBattleInput } from '../src/features/battle/combat.ts';
import { simulateBattle } from '../src/rules/battle.ts';
import { experienceForNextLevel } from '../src/rules/character.ts';
import type { QuestState } from '../src/rules/quests.ts';
import { json, startTestServer, type TestServer } from './support/app.ts';
import { characterRows, databaseVariants } from './support/databases.ts';
import { emulatorHost } from './support/emulator.ts';
import { createPlayer, expectError, readCharacter, setCharacter, type TestPlayer } from './support/players.ts';

emulatorHost();

type BaseInfo = { baseCurrency: number; premiumCurrency: number; stamina: number };

const parseEnemies = (response: LightMyRequestResponse, name: 'getBattleEnemies' | 'rollBattleEnemies') => {
  expect(response.statusCode, response.body).toBe(200);
  return replySchema(routes[name]).strict().parse(json(response)) as { data: Monsters; myCharacterBaseInfo: BaseInfo };
};
const parseFight = (response: LightMyRequestResponse) => {
  expect(response.statusCode, response.body).toBe(200);
  return replySchema(routes.commitFight).strict().parse(json(response)) as {
    data: FightResult;
    myCharacterBaseInfo: BaseInfo;
  };
};

const townMonsters = monstersOf(startLocationId);

/** Certain to win against any town monster: huge force, sure hits, health to spare. */
const champion = (now: Date): CharacterUpdate => ({
  level: 30,
  experience: 0,
  base_force: 400,
  base_intelligence: 100,
  base_endurance: 100,
  current_health: 100_000,
  health_updated_at: now,
  action_points: 100,
  action_points_updated_at: now,
});

describe.each(databaseVariants())('battle on $name', (variant) => {
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

  const enemies = async (player: TestPlayer, lang = 'en') =>
    parseEnemies(await player.get(`/battle/enemies?lang=${lang}`), 'getBattleEnemies');
  const fight = (player: TestPlayer, id: number, requestedLang = 'en') =>
    player.post('/battle/commit-fight', { id, requestedLang });
  const rowOf = (player: TestPlayer) =>
    server.database.db
      .selectFrom('characters')
      .selectAll()
      .where('id', '=', player.characterId)
      .executeTakeFirstOrThrow();
  /** No weapon and no skill: whatever the force, at most 1 damage a hit. */
  const disarm = async (player: TestPlayer) => {
    await server.database.db.deleteFrom('items').where('character_id', '=', player.characterId).execute();
    await server.database.db.deleteFrom('skills').where('character_id', '=', player.characterId).execute();
  };
  const battlesOf = (player: TestPlayer) =>
    server.database.db
      .selectFrom('battles')
      .selectAll()
      .where('character_id', '=', player.characterId)
      .orderBy('id')
      .execute();

  it('GET /battle/enemies: 3 monsters of the current location near the level, 5 rolls, kept until a roll', async () => {
    const player = await createPlayer(server);
    const first = await enemies(player);
    expect(first.data.monsterRolls).toBe(5);
    expect(first.myCharacterBaseInfo).toEqual({ baseCurrency: 100, premiumCurrency: 50, stamina: 100 });
    expect(first.data.monsters).toHaveLength(3);
    const nearest = [...townMonsters]
      .sort((a, b) => Math.abs(a.level - 1) - Math.abs(b.level - 1) || a.level - b.level)
      .slice(0, 5)
      .map((monster) => monster.num);
    for (const monster of first.data.monsters) {
      expect(nearest).toContain(monster.id);
      const definition = content.monsters.findByNum(monster.id);
      expect(monster).toMatchObject({
        name: definition?.name.en,
        imagePath: definition?.image,
        level: definition?.level,
      });
    }
    const levels = first.data.monsters.map((monster) => monster.level);
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
    // The same offer until a roll, a travel or a fight; only the words follow the language.
    const polish = await enemies(player, 'pl');
    expect(polish.data.monsters.map((monster) => monster.id)).toEqual(first.data.monsters.map((monster) => monster.id));
    expect(polish.data.monsters.map((monster) => monster.name)).toEqual(
      first.data.monsters.map((monster) => content.monsters.findByNum(monster.id)?.name.pl),
    );
  });

  it('GET /battle/enemies without a language or with an unknown one answers 400 unsupported-language', async () => {
    const player = await createPlayer(server);
    expectError(await player.get('/battle/enemies'), 400, 'unsupported-language');
    expectError(await player.get('/battle/enemies?lang=xx'), 400, 'unsupported-language');
  });

  it('rolls: 5 a day, then 409 roll-limit (nothing changes); refilled after midnight UTC', async () => {
    clock = new Date('2026-03-02T22:00:00.000Z');
    const player = await createPlayer(server, 'fr');
    await enemies(player);
    for (let left = 4; left >= 0; left--) {
      // No language: the reply is in the one the player last asked for.
      const rolled = parseEnemies(await player.post('/battle/roll'), 'rollBattleEnemies');
      expect(rolled.data.monsterRolls).toBe(left);
      expect(rolled.data.monsters[0]?.name).toBe(content.monsters.findByNum(rolled.data.monsters[0]?.id ?? 0)?.name.en);
      expect((await enemies(player)).data).toEqual(rolled.data);
    }
    const before = await characterRows(server.database);
    const refused = expectError(await player.post('/battle/roll?lang=de'), 409, 'roll-limit');
    expect(refused.message).toMatch(/midnight UTC/);
    expect(await characterRows(server.database)).toEqual(before);
    // Still the same day one minute before midnight.
    clock = new Date('2026-03-02T23:59:00.000Z');
    expectError(await player.post('/battle/roll'), 409, 'roll-limit');
    expect((await enemies(player)).data.monsterRolls).toBe(0);
    // A new UTC day: 5 again, and a roll spends one of them.
    clock = new Date('2026-03-03T00:00:00.000Z');
    expect((await enemies(player)).data.monsterRolls).toBe(5);
    const rolled = parseEnemies(await player.post('/battle/roll?lang=pl'), 'rollBattleEnemies');
    expect(rolled.data.monsterRolls).toBe(4);
    expect(rolled.data.monsters[0]?.name).toBe(content.monsters.findByNum(rolled.data.monsters[0]?.id ?? 0)?.name.pl);
    expectError(await player.post('/battle/roll?lang=xx'), 400, 'unsupported-language');
  });

  it('50 simultaneous rolls with one left: exactly one succeeds', async () => {
    const player = await createPlayer(server);
    await setCharacter(server, player, { monster_rolls: 1, monster_rolls_day: clock.toISOString().slice(0, 10) });
    const responses = await Promise.all(Array.from({ length: 50 }, () => player.post('/battle/roll')));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    for (const response of responses.filter((r) => r.statusCode !== 200)) expectError(response, 409, 'roll-limit');
    expect((await rowOf(player)).monster_rolls).toBe(0);
  });

  it('a won fight: gold, experience, 10 points, the fight stored; the log in the language asked for', async () => {
    const player = await createPlayer(server);
    await setCharacter(server, player, champion(clock));
    const monsterId = (await enemies(player)).data.monsters[0]?.id ?? 0;
    const monster = content.monsters.findByNum(monsterId);
    if (!monster) throw new Error('no monster on offer');
    const before = await readCharacter(player);
    const { data, myCharacterBaseInfo } = parseFight(await fight(player, monsterId, 'es'));
    expect(data.result).toBe(BattleResult.Win);
    expect(data.monster).toEqual({ id: monster.num, name: monster.name.es, imagePath: monster.image });
    const rewards = data.battleMonsterRewards;
    expect(rewards.experienceGained).toBe(monster.xp);
    expect(rewards.currencyOne).toBeGreaterThanOrEqual(Math.floor(monster.gold * 0.8));
    expect(rewards.currencyOne).toBeLessThanOrEqual(Math.ceil(monster.gold * 1.2));
    expect(rewards.levelUp).toBe(false);
    expect(myCharacterBaseInfo).toEqual({ baseCurrency: 100 + rewards.currencyOne, premiumCurrency: 50, stamina: 90 });
    const after = await readCharacter(player);
    expect(after.experiencePoints).toBe(monster.xp);
    expect(after.baseCurrency).toBe(100 + rewards.currencyOne);
    expect(after.actionPoints).toBe(90);
    // Loot, when there was some, lies in the backpack.
    if (rewards.item) {
      expect(after.inventoryGameItems.filter((item) => !item.isEmpty).map((item) => item.id)).toContain(
        rewards.item.id,
      );
    } else {
      expect(after.inventoryGameItems.filter((item) => !item.isEmpty)).toHaveLength(
        before.inventoryGameItems.filter((item) => !item.isEmpty).length,
      );
    }
    // The log: rounds from 1, the monster ends at 0 health, the last line says the player won (in Spanish).
    expect(data.actions.length).toBeGreaterThan(1);
    expect(data.actions[0]?.round).toBe(1);
    const last = data.actions.at(-1);
    expect(last?.enemyHealth).toBe(0);
    expect(last?.side).toBe('me');
    expect(last?.logString).toContain('gana el combate');
    expect(data.enemyMaxHealth).toBe(monster.hp);
    expect(data.myMaxHealth).toBe(after.stats.healthPoints);
    for (const action of data.actions) {
      expect(action.myHealth).toBeLessThanOrEqual(data.myMaxHealth);
      expect(action.enemyHealth).toBeLessThanOrEqual(data.enemyMaxHealth);
    }
    const [battle] = await battlesOf(player);
    expect(battle).toMatchObject({ kind: 0, opponent_id: monster.num, result: BattleResult.Win });
    expect(battle?.outcome).toMatchObject({ gold: rewards.currencyOne, xp: monster.xp });
  });

  it('a stored fight replays: its input and seed give the identical events and log', async () => {
    const player = await createPlayer(server);
    await setCharacter(server, player, { ...champion(clock), base_force: 5, base_intelligence: 5 });
    const monsterId = (await enemies(player)).data.monsters[0]?.id ?? 0;
    const { data } = parseFight(await fight(player, monsterId, 'de'));
    const [battle] = await battlesOf(player);
    if (!battle) throw new Error('the fight was not stored');
    const input = battle.input as StoredBattleInput;
    const replay = simulateBattle({ ...input, seed: Number(battle.seed) });
    expect(replay.result).toBe(battle.result);
    expect(replay.result).toBe(data.result);
    expect(battleActionsOf(replay, input, 'de')).toEqual(data.actions);
    // And the same again: simulation is a pure function of input and seed.
    expect(simulateBattle({ ...input, seed: Number(battle.seed) }).events).toEqual(replay.events);
  });

  it('a win that completes a level: level up, 5 stat points, full health', async () => {
    const player = await createPlayer(server);
    await setCharacter(server, player, {
      ...champion(clock),
      experience: experienceForNextLevel(30) - 1,
      stat_points: 0,
      current_health: 10,
    });
    const monsterId = (await enemies(player)).data.monsters[0]?.id ?? 0;
    const { data } = parseFight(await fight(player, monsterId));
    expect(data.result).toBe(BattleResult.Win);
    expect(data.battleMonsterRewards.levelUp).toBe(true);
    const row = await rowOf(player);
    expect(row.level).toBe(31);
    expect(row.stat_points).toBe(5);
    const character = await readCharacter(player);
    expect(character.stats.currentHealthPoints).toBe(character.stats.healthPoints);
  });

  it('a lost fight: 1 HP left, no reward, 10 points spent, stored', async () => {
    const player = await createPlayer(server);
    // No weapon, no force: at most 1 damage a hit, so no town monster can fall in 30 rounds; 1 HP to lose.
    await disarm(player);
    await setCharacter(server, player, {
      base_force: 0,
      base_dexterity: 0,
      current_health: 1,
      health_updated_at: clock,
      action_points_updated_at: clock,
    });
    const monsterId = (await enemies(player)).data.monsters[0]?.id ?? 0;
    const { data, myCharacterBaseInfo } = parseFight(await fight(player, monsterId));
    expect(data.result).toBe(BattleResult.Loss);
    expect(data.battleMonsterRewards).toEqual({
      currencyOne: 0,
      experienceGained: 0,
      item: null,
      isBackpackFull: false,
      levelUp: false,
    });
    expect(myCharacterBaseInfo).toEqual({ baseCurrency: 100, premiumCurrency: 50, stamina: 90 });
    expect(data.actions.at(-1)?.myHealth).toBe(0);
    const row = await rowOf(player);
    expect(row.current_health).toBe(1);
    expect(row.experience).toBe(0);
    expect((await battlesOf(player)).map((battle) => battle.result)).toEqual([BattleResult.Loss]);
  });

  it('a draw after 30 rounds: no reward, the health that was left', async () => {
    const player = await createPlayer(server);
    // 1 damage a hit cannot fell a monster in 30 rounds; 10 000 health cannot fall either.
    await disarm(player);
    await setCharacter(server, player, {
      base_force: 0,
      base_endurance: 1000,
      current_health: 100_000,
      health_updated_at: clock,
      action_points_updated_at: clock,
    });
    const monsterId = (await enemies(player)).data.monsters[0]?.id ?? 0;
    const { data } = parseFight(await fight(player, monsterId));
    expect(data.result).toBe(BattleResult.Draw);
    expect(data.battleMonsterRewards.currencyOne).toBe(0);
    expect(data.battleMonsterRewards.experienceGained).toBe(0);
    expect(Math.max(...data.actions.map((action) => action.round))).toBe(30);
    const row = await rowOf(player);
    expect(row.current_health).toBe(data.actions.at(-1)?.myHealth);
    expect(row.base_currency).toBe(100);
  });

  it('a win advances the accepted slay quests of that monster only', async () => {
    const player = await createPlayer(server);
    await setCharacter(server, player, champion(clock));
    const offer = (await enemies(player)).data.monsters;
    const monster = content.monsters.findByNum(offer[0]?.id ?? 0);
    const other = townMonsters.find((candidate) => candidate.num !== monster?.num);
    if (!monster || !other) throw new Error('test set-up');
    const quest = (targetId: string, currentAmount = 0): QuestState => ({
      templateId: 'quest.test',
      type: 0,
      targetId,
      requiredAmount: 3,
      currentAmount,
      requiredStamina: 5,
      durationMinutes: 10,
      rewards: { baseCurrency: 10, experience: 10, premiumCurrency: 0, itemId: null },
      isAccepted: true,
    });
    const insert = (status: number, state: QuestState) =>
      server.database.db
        .insertInto('quests')
        .values({ character_id: player.characterId, template_id: 1, status, quest: jsonb(state), created_at: clock })
        .returning('id')
        .executeTakeFirstOrThrow();
    const slay = await insert(questStatus.accepted, quest(monster.id));
    const done = await insert(questStatus.accepted, quest(monster.id, 3));
    const otherMonster = await insert(questStatus.accepted, quest(other.id));
    const offered = await insert(questStatus.offered, { ...quest(monster.id), isAccepted: false });
    const { data } = parseFight(await fight(player, monster.num));
    expect(data.result).toBe(BattleResult.Win);
    const quests = await server.database.db
      .selectFrom('quests')
      .select(['id', 'quest'])
      .where('character_id', '=', player.characterId)
      .execute();
    const amount = (id: number) =>
      (quests.find((row) => row.id === id)?.quest as QuestState | undefined)?.currentAmount;
    expect(amount(slay.id)).toBe(1);
    expect(amount(done.id)).toBe(3);
    expect(amount(otherMonster.id)).toBe(0);
    expect(amount(offered.id)).toBe(0);
    expect(quests.find((row) => row.id === slay.id)?.quest).toEqual(quest(monster.id, 1));
  });

  it('loot never overfills a full backpack (invariant over many wins)', async () => {
    const player = await createPlayer(server);
    await setCharacter(server, player, champion(clock));
    const item = content.items.all.find((candidate) => candidate.kind === 'equipment');
    if (!item) throw new Error('no equipment in the content');
    await server.database.db
      .insertInto('items')
      .values(
        Array.from({ length: 20 }, (_, position) => ({
          character_id: player.characterId,
          item_id: item.num,
          rarity: 0,
          container: 1,
          position,
          created_at: clock,
        })),
      )
      .execute();
    for (let i = 0; i < 10; i++) {
      const monsterId = (await enemies(player)).data.monsters[0]?.id ?? 0;
      const { data } = parseFight(await fight(player, monsterId));
      expect(data.battleMonsterRewards.item).toBeNull();
    }
    const backpack = (await readCharacter(player)).inventoryGameItems.filter(
      (slot) => slot.mainInventoryType === 1 && !slot.isEmpty,
    );
    expect(backpack).toHaveLength(20);
  });

  it('refusals: a monster not on offer 404, too few points 409; nothing changes', async () => {
    const player = await createPlayer(server);
    const offer = (await enemies(player)).data.monsters.map((monster) => monster.id);
    const notOffered = content.monsters.all.find((monster) => !offer.includes(monster.num));
    const before = await characterRows(server.database);
    expectError(await fight(player, notOffered?.num ?? 0), 404, 'not-found');
    expectError(await fight(player, 99_999), 404, 'not-found');
    expectError(await fight(player, 0), 404, 'not-found');
    expect(await characterRows(server.database)).toEqual(before);
    await setCharacter(server, player, { action_points: 9, action_points_updated_at: clock });
    const poor = await characterRows(server.database);
    expectError(await fight(player, offer[0] ?? 0), 409, 'not-enough-action-points');
    expect(await characterRows(server.database)).toEqual(poor);
    expect(await battlesOf(player)).toEqual([]);
  });

  it('bad input: wrong types 400 bad-request, missing or unknown language 400 unsupported-language', async () => {
    const player = await createPlayer(server);
    const id = (await enemies(player)).data.monsters[0]?.id ?? 0;
    expectError(await player.post('/battle/commit-fight', { id: 'rat', requestedLang: 'en' }), 400, 'bad-request');
    expectError(await player.post('/battle/commit-fight', { id: 1.5, requestedLang: 'en' }), 400, 'bad-request');
    expectError(await player.post('/battle/commit-fight', { requestedLang: 'en' }), 400, 'bad-request');
    expectError(await player.post('/battle/commit-fight', { id }), 400, 'unsupported-language');
    expectError(
      await player.post('/battle/commit-fight', { id, requestedLang: 'klingon' }),
      400,
      'unsupported-language',
    );
    expect((await readCharacter(player)).actionPoints).toBe(100);
  });

  it('50 simultaneous fights with points for one: exactly one is fought and paid', async () => {
    const player = await createPlayer(server);
    await setCharacter(server, player, { ...champion(clock), action_points: 10 });
    const id = (await enemies(player)).data.monsters[0]?.id ?? 0;
    const responses = await Promise.all(Array.from({ length: 50 }, () => fight(player, id)));
    const won = responses.filter((response) => response.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const response of responses.filter((r) => r.statusCode !== 200)) {
      expect([404, 409]).toContain(response.statusCode);
    }
    const gold = parseFight(won[0] as LightMyRequestResponse).data.battleMonsterRewards.currencyOne;
    const row = await rowOf(player);
    expect(row.action_points).toBe(0);
    expect(row.base_currency).toBe(100 + gold);
    expect(await battlesOf(player)).toHaveLength(1);
  });
});
