import {
  type ArenaFightResult,
  BattleResult,
  type FightResult,
  type Monsters,
  maxRowId,
  replySchema,
  routes,
  type StoredBattle,
  storedBattleSchema,
} from '@rpg/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content } from '../src/content/index.ts';
import { jsonColumn } from '../src/db/json.ts';
import type { CharacterUpdate } from '../src/db/types.ts';
import { json, startTestServer, type TestServer } from './support/app.ts';
import { characterRows, databaseVariants } from './support/databases.ts';
import { bearer, emulatorHost, signUp } from './support/emulator.ts';
import { createPlayer, expectError, setCharacter, type TestPlayer } from './support/players.ts';

emulatorHost();

/** Certain to win against any town monster or arena opponent: huge force, sure hits, health to spare. */
const champion = (now: Date): CharacterUpdate => ({
  level: 30,
  base_force: 400,
  base_intelligence: 100,
  base_endurance: 100,
  current_health: 100_000,
  health_updated_at: now,
  action_points: 100,
  action_points_updated_at: now,
});

const ok = (response: LightMyRequestResponse) => {
  expect(response.statusCode, response.body).toBe(200);
  return json(response);
};
/** The reply of GET /battles/{id}, checked strictly: nothing beside the contract's fields. */
const parseBattle = (response: LightMyRequestResponse): StoredBattle => {
  const body = replySchema(routes.getBattle).strict().parse(ok(response)) as { data: StoredBattle };
  return storedBattleSchema.strict().parse(body.data);
};

describe.each(databaseVariants())('stored battles on $name', (variant) => {
  let server: TestServer;
  const clock = new Date('2026-03-01T10:00:00.000Z');
  beforeAll(async () => {
    server = await startTestServer(variant, {
      now: () => clock,
      rateLimits: { addressPerMinute: 0, accountPerMinute: 0 },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  const read = (player: TestPlayer, id: number | string, lang?: string) =>
    player.get(`/battles/${id}${lang === undefined ? '' : `?lang=${lang}`}`);
  const fightMonster = async (player: TestPlayer, lang = 'en') => {
    const offer = replySchema(routes.getBattleEnemies).parse(ok(await player.get(`/battle/enemies?lang=${lang}`)))
      .data as Monsters;
    const id = offer.monsters[0]?.id ?? 0;
    const response = await player.post('/battle/commit-fight', { id, requestedLang: lang });
    return (replySchema(routes.commitFight).strict().parse(ok(response)) as { data: FightResult }).data;
  };
  const battleRows = () => server.database.db.selectFrom('battles').selectAll().orderBy('id').execute();

  it('the attacker reads a monster fight back: the same result, log, looks and rewards as commit-fight answered', async () => {
    const player = await createPlayer(server);
    await setCharacter(server, player, champion(clock));
    for (let fights = 0; fights < 8; fights++) {
      const fight = await fightMonster(player, 'es');
      const battle = parseBattle(await read(player, fight.battleId, 'es'));
      expect(battle).toEqual({
        battleId: fight.battleId,
        kind: 'monster',
        result: fight.result,
        foughtAt: clock.toISOString(),
        isMine: true,
        attacker: { id: player.characterId, name: player.name, imagePath: '', outfit: fight.myOutfitClientModel },
        opponent: { ...fight.monster, outfit: null },
        myMaxHealth: fight.myMaxHealth,
        enemyMaxHealth: fight.enemyMaxHealth,
        actions: fight.actions,
        battleMonsterRewards: fight.battleMonsterRewards,
        arenaRewards: null,
      } satisfies StoredBattle);
      expect(battle.result).toBe(BattleResult.Win);
    }
  });

  it('a lost fight reads back as lost, with the empty rewards commit-fight gave', async () => {
    const player = await createPlayer(server);
    // No weapon, no skill, no force and 1 HP: it cannot win.
    await server.database.db.deleteFrom('items').where('character_id', '=', player.characterId).execute();
    await server.database.db.deleteFrom('skills').where('character_id', '=', player.characterId).execute();
    await setCharacter(server, player, {
      base_force: 0,
      base_dexterity: 0,
      current_health: 1,
      health_updated_at: clock,
    });
    const fight = await fightMonster(player, 'en');
    expect(fight.result).toBe(BattleResult.Loss);
    const battle = parseBattle(await read(player, fight.battleId, 'en'));
    expect(battle.result).toBe(BattleResult.Loss);
    expect(battle.battleMonsterRewards).toEqual(fight.battleMonsterRewards);
    expect(battle.battleMonsterRewards?.currencyOne).toBe(0);
    expect(battle.actions).toEqual(fight.actions);
  });

  it('a reload reads the same battle again and changes nothing: no second fight, no points, no rewards', async () => {
    const player = await createPlayer(server);
    await setCharacter(server, player, champion(clock));
    const fight = await fightMonster(player, 'de');
    const characters = await characterRows(server.database);
    const battles = await battleRows();
    const first = parseBattle(await read(player, fight.battleId));
    const again = await Promise.all([read(player, fight.battleId), read(player, fight.battleId)]);
    for (const response of again) expect(parseBattle(response)).toEqual(first);
    expect(await characterRows(server.database)).toEqual(characters);
    expect(await battleRows()).toEqual(battles);
    // Without ?lang= the reply is in the language the reader last used (German, from the fight).
    expect(first.actions).toEqual(fight.actions);
    expect(first.opponent.name).toBe(fight.monster.name);
  });

  it('the log follows the reader language: the same fight, the same numbers, other words', async () => {
    const player = await createPlayer(server);
    await setCharacter(server, player, champion(clock));
    const fight = await fightMonster(player, 'en');
    const polish = parseBattle(await read(player, fight.battleId, 'pl'));
    const monster = content.monsters.findByNum(fight.monster.id);
    expect(polish.opponent.name).toBe(monster?.name.pl);
    expect(polish.actions.map(({ logString: _, ...rest }) => rest)).toEqual(
      fight.actions.map(({ logString: _, ...rest }) => rest),
    );
    expect(polish.actions.at(-1)?.logString).toContain('Zwycięstwo');
    expect(fight.actions.at(-1)?.logString).toContain('wins the fight');
  });

  it('another player sees the public replay only: no rewards, nothing of the attacker but name and look', async () => {
    const attacker = await createPlayer(server);
    await setCharacter(server, attacker, champion(clock));
    const fight = await fightMonster(attacker, 'en');
    const watcher = await createPlayer(server, 'fr');
    const response = await read(watcher, fight.battleId, 'en');
    const battle = parseBattle(response);
    expect(battle.isMine).toBe(false);
    expect(battle.battleMonsterRewards).toBeNull();
    expect(battle.arenaRewards).toBeNull();
    expect(battle.attacker).toEqual({
      id: attacker.characterId,
      name: attacker.name,
      imagePath: '',
      outfit: fight.myOutfitClientModel,
    });
    expect(battle.actions).toEqual(fight.actions);
    expect(battle.result).toBe(fight.result);
    for (const secret of [
      'currencyOne',
      'baseCurrency',
      'premiumCurrency',
      'experience',
      'inventory',
      'uid',
      'email',
    ]) {
      expect(response.body).not.toContain(secret);
    }
    // Without ?lang= the watcher reads it in French, the language of the watcher.
    expect(parseBattle(await read(watcher, fight.battleId)).actions.at(-1)?.logString).toContain('remporte le combat');
  });

  it('arena: the attacker sees the honour it moved; the defender watches the same fight without it', async () => {
    const attacker = await createPlayer(server);
    const defender = await createPlayer(server);
    await setCharacter(server, attacker, { ...champion(clock), honour: 70_000 });
    await setCharacter(server, defender, { honour: 70_001, level: 3 });
    // The defender on the attacker's arena list (the list draws 5 of the 10 nearest at random).
    await setCharacter(server, attacker, { arena_offer: jsonColumn([defender.characterId]) });
    const fight = (
      replySchema(routes.arenaFight)
        .strict()
        .parse(ok(await attacker.post('/arena/fight', { id: defender.characterId, requestedLang: 'en' }))) as {
        data: ArenaFightResult;
      }
    ).data;
    expect(fight.result).toBe(BattleResult.Win);
    const mine = parseBattle(await read(attacker, fight.battleId, 'en'));
    expect(mine).toEqual({
      battleId: fight.battleId,
      kind: 'arena',
      result: BattleResult.Win,
      foughtAt: clock.toISOString(),
      isMine: true,
      attacker: { id: attacker.characterId, name: attacker.name, imagePath: '', outfit: fight.myOutfitClientModel },
      opponent: { id: defender.characterId, name: defender.name, imagePath: '', outfit: fight.enemyOutfitClientModel },
      myMaxHealth: fight.myMaxHealth,
      enemyMaxHealth: fight.enemyMaxHealth,
      actions: fight.actions,
      battleMonsterRewards: null,
      arenaRewards: { honourPointsChange: 10, honourPoints: 70_010 },
    } satisfies StoredBattle);
    const watched = parseBattle(await read(defender, fight.battleId, 'en'));
    expect(watched).toEqual({ ...mine, isMine: false, arenaRewards: null });
  });

  it('the looks are those of the fight; a battle stored without looks shows the current ones', async () => {
    const player = await createPlayer(server);
    await setCharacter(server, player, champion(clock));
    const fight = await fightMonster(player, 'en');
    const hair = content.outfits.all.find(
      (option) => option.part === 'hairs' && option.image !== fight.myOutfitClientModel.hair,
    );
    if (!hair) throw new Error('a second hair option is needed');
    const row = await server.database.db
      .selectFrom('characters')
      .select('outfit')
      .where('id', '=', player.characterId)
      .executeTakeFirstOrThrow();
    await setCharacter(server, player, { outfit: jsonColumn({ ...row.outfit, hairs: hair.num }) });
    expect(parseBattle(await read(player, fight.battleId, 'en')).attacker.outfit).toEqual(fight.myOutfitClientModel);
    await server.database.db
      .updateTable('battles')
      .set({ input: sql`input - 'looks'` })
      .where('id', '=', fight.battleId)
      .execute();
    const legacy = parseBattle(await read(player, fight.battleId, 'en'));
    expect(legacy.attacker.outfit).toEqual({
      ...fight.myOutfitClientModel,
      hair: hair.image,
      hairPart2: hair.part2 ?? '',
    });
    expect(legacy.actions).toEqual(fight.actions);
  });

  it('unknown ids are 404 not-found, ids that are no row id 400 bad-request, never 500', async () => {
    const player = await createPlayer(server);
    const [last] = await server.database.db.selectFrom('battles').select('id').orderBy('id', 'desc').limit(1).execute();
    for (const id of [(last?.id ?? 0) + 1000, maxRowId]) {
      expect(expectError(await read(player, id), 404, 'not-found').field).toBe('id');
    }
    for (const id of ['0', '-1', '1.5', 'abc', String(2 ** 31), '99999999999999999999999']) {
      expect(expectError(await read(player, id), 400, 'bad-request').field, id).toBe('id');
    }
    expectError(await read(player, 1, 'xx'), 400, 'unsupported-language');
  });

  it('needs a signed-in account with a character', async () => {
    const attacker = await createPlayer(server);
    await setCharacter(server, attacker, champion(clock));
    const fight = await fightMonster(attacker, 'en');
    const stranger = await signUp();
    const url = `/api/battles/${fight.battleId}`;
    expectError(await server.app.inject({ method: 'GET', url }), 401, 'unauthenticated');
    expectError(
      await server.app.inject({ method: 'GET', url, headers: bearer(stranger.idToken) }),
      404,
      'character-not-found',
    );
  });
});
