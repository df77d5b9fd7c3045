import { characterSchema, replySchema, routes, statsUpdateSchema } from '@rpg/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content } from '../src/content/index.ts';
import { characterHandlers } from '../src/features/character/index.ts';
import { handlers } from '../src/features/handlers.ts';
import { outfitHandlers } from '../src/features/outfit/index.ts';
import { json, startTestServer, type TestServer } from './support/app.ts';
import { characterRows, databaseVariants } from './support/databases.ts';
import { emulatorHost } from './support/emulator.ts';
import {
  createPlayer,
  expectError,
  readCharacter,
  setCharacter,
  type TestPlayer,
  uniqueName,
} from './support/players.ts';

emulatorHost();

/**
 * The game's handlers with the character and outfit folders' maps spread in (the same as features/handlers.ts
 * once it spreads them).
 */
const withCharacterRoutes = { handlers: { ...handlers, ...characterHandlers, ...outfitHandlers } } as Parameters<
  typeof startTestServer
>[1];

const outfitNum = (id: string) => content.outfits.get(id).num;

describe.each(databaseVariants())('my-character sheet routes on $name', (variant) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(variant, withCharacterRoutes);
  });
  afterAll(async () => {
    await server?.close();
  });

  const rowOf = async (player: TestPlayer) =>
    (await characterRows(server.database)).find((row) => row.id === player.characterId);
  const expectCharacter = (response: LightMyRequestResponse, route: 'changeName' | 'changeOutfit') => {
    expect(response.statusCode, response.body).toBe(200);
    const body = replySchema(routes[route]).strict().parse(json(response));
    return characterSchema.parse(body.data);
  };

  describe('POST /my-character/change-name', () => {
    it('renames from the whole character object, reading only its name', async () => {
      const player = await createPlayer(server, 'en');
      const character = await readCharacter(player, 'en');
      const newName = uniqueName('Zdzisław');
      const renamed = expectCharacter(
        await player.post('/my-character/change-name', {
          ...character,
          name: `  ${newName} `,
          baseCurrency: 999_999,
          level: 99,
          stats: { ...character.stats, baseForce: 500 },
        }),
        'changeName',
      );
      expect(renamed).toEqual({ ...character, name: newName });
      expect(await rowOf(player)).toMatchObject({
        name: newName,
        name_key: newName.toLowerCase(),
        level: 1,
        base_currency: 100,
      });
      // No requestedLang: the reply is in the player's last language.
      expect(renamed.skills[0]?.name).toBe('Power strike');
    });

    it('lets a player change the letter case of its own name', async () => {
      const player = await createPlayer(server);
      const upper = player.name.toUpperCase();
      expect(expectCharacter(await player.post('/my-character/change-name', { name: upper }), 'changeName').name).toBe(
        upper,
      );
    });

    it('refuses another player’s name in any letter case (409 name-taken) and changes nothing', async () => {
      const [player, other] = [await createPlayer(server), await createPlayer(server)];
      const before = await characterRows(server.database);
      const error = expectError(
        await player.post('/my-character/change-name', { name: other.name.toLowerCase(), requestedLang: 'pl' }),
        409,
        'name-taken',
      );
      expect(error.field).toBe('name');
      expect(await characterRows(server.database)).toEqual(before);
    });

    it('refuses names that break the rules (400 invalid-name) and bad input, changing nothing', async () => {
      const player = await createPlayer(server);
      const before = await characterRows(server.database);
      for (const name of ['ab', '   a  ', 'x'.repeat(21), 'Bad$Name', 'Tab\tName', '<script>']) {
        expectError(await player.post('/my-character/change-name', { name }), 400, 'invalid-name');
      }
      expectError(await player.post('/my-character/change-name', { name: 42 }), 400, 'bad-request');
      expectError(await player.post('/my-character/change-name', {}), 400, 'bad-request');
      expectError(
        await player.post('/my-character/change-name', { name: 'Valid Name', requestedLang: 'xx' }),
        400,
        'unsupported-language',
      );
      expect(await characterRows(server.database)).toEqual(before);
    });

    it('two players racing for one name: exactly one gets it', async () => {
      const players = await Promise.all([createPlayer(server), createPlayer(server), createPlayer(server)]);
      const wanted = uniqueName('Ścigany');
      const responses = await Promise.all(
        players.map((player, i) =>
          player.post('/my-character/change-name', { name: i === 0 ? wanted : wanted.toUpperCase() }),
        ),
      );
      expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
      for (const r of responses.filter((r) => r.statusCode !== 200)) expectError(r, 409, 'name-taken');
      const rows = await characterRows(server.database);
      expect(rows.filter((row) => row.name_key === wanted.toLowerCase())).toHaveLength(1);
    });
  });

  describe('POST /my-character/add-stat', () => {
    const addStat = (player: TestPlayer, id: unknown, requestedLang: unknown = 'pl') =>
      player.post('/my-character/add-stat', { id, requestedLang });
    const expectStats = (response: LightMyRequestResponse) => {
      expect(response.statusCode, response.body).toBe(200);
      const body = replySchema(routes.addStat).strict().parse(json(response));
      return statsUpdateSchema.strict().parse(body.data);
    };

    it('raises each of the four stats by one and spends one point each', async () => {
      const player = await createPlayer(server);
      const start = (await readCharacter(player)).stats;
      let update = expectStats(await addStat(player, 0));
      expect(update.stats).toMatchObject({ baseForce: 6, healthPoints: start.healthPoints + 2 });
      expect(update.doStatsPointsAvailable).toBe(true);
      // How many are left, for the stats screen's banner.
      expect(update.statPointsLeft).toBe(4);
      expect((await readCharacter(player)).statPointsLeft).toBe(4);
      update = expectStats(await addStat(player, 1));
      expect(update.stats.baseIntelligence).toBe(6);
      // The reply's chances are the server's, recomputed: 80 + 0.5 * 6 intelligence.
      expect(update.stats.hitChance).toBe(83);
      update = expectStats(await addStat(player, 2));
      expect(update.stats).toMatchObject({
        baseDexterity: 6,
        hitChance: 83,
        dodgeChance: 3,
        blockChance: 0,
        critChance: 5,
        critMultiplier: 1.5,
      });
      update = expectStats(await addStat(player, 3, 'en'));
      expect(update.stats).toMatchObject({ baseEndurance: 6, healthPoints: start.healthPoints + 12 });
      update = expectStats(await addStat(player, 3));
      expect(update.stats.baseEndurance).toBe(7);
      expect(update.doStatsPointsAvailable).toBe(false);
      expect(update.statPointsLeft).toBe(0);
      const character = await readCharacter(player);
      expect(character.stats).toEqual(update.stats);
      expect(character.doStatsPointsAvaiable).toBe(false);
      expect(await rowOf(player)).toMatchObject({ stat_points: 0, last_lang: 'pl' });
    });

    it('with no points left answers 409 no-stat-points and changes nothing', async () => {
      const player = await createPlayer(server);
      await setCharacter(server, player, { stat_points: 0 });
      const before = await characterRows(server.database);
      expectError(await addStat(player, 0), 409, 'no-stat-points');
      expect(await characterRows(server.database)).toEqual(before);
    });

    it('answers 400 for an unknown stat, a wrong type or a bad language', async () => {
      const player = await createPlayer(server);
      const before = await characterRows(server.database);
      for (const id of [4, -1, '0', 1.5, null]) expectError(await addStat(player, id), 400, 'bad-request');
      expectError(await player.post('/my-character/add-stat', { requestedLang: 'pl' }), 400, 'bad-request');
      expectError(await player.post('/my-character/add-stat', { id: 0 }), 400, 'unsupported-language');
      expectError(await addStat(player, 0, 'klingon'), 400, 'unsupported-language');
      expect(await characterRows(server.database)).toEqual(before);
    });

    it('50 parallel requests with 5 points: exactly 5 succeed, the stats rise by exactly 5', async () => {
      const player = await createPlayer(server);
      const responses = await Promise.all(Array.from({ length: 50 }, (_, i) => addStat(player, i % 4)));
      expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(5);
      for (const r of responses.filter((r) => r.statusCode !== 200)) expectError(r, 409, 'no-stat-points');
      const row = await rowOf(player);
      expect(row?.stat_points).toBe(0);
      const total =
        (row?.base_force ?? 0) +
        (row?.base_intelligence ?? 0) +
        (row?.base_dexterity ?? 0) +
        (row?.base_endurance ?? 0);
      expect(total).toBe(25);
    });
  });

  describe('POST /my-character/change-outfit', () => {
    const change = (player: TestPlayer, body: unknown) => player.post('/my-character/change-outfit', body);

    it('saves the chosen free options; parts not sent keep theirs', async () => {
      const player = await createPlayer(server);
      const before = await readCharacter(player);
      const hair = content.outfits.get('outfit.hairs.long-blonde');
      const eyes = content.outfits.get('outfit.eyes.wide-blue');
      const character = expectCharacter(
        await change(player, { hairAppearanceItemId: hair.num, eyesAppearanceItemId: eyes.num, requestedLang: 'en' }),
        'changeOutfit',
      );
      expect(character.outfit).toEqual({
        ...before.outfit,
        hair: hair.image,
        hairPart2: hair.part2 ?? '',
        eyes: eyes.image,
      });
      const hairs = character.outfitsItems.hairs;
      expect(hairs.items[hairs.CurrentIndex ?? -1]?.id).toBe(hair.num);
      expect(character.outfitsItems.mouths).toEqual(before.outfitsItems.mouths);
      expect(await readCharacter(player)).toEqual({
        ...character,
        skills: expect.any(Array),
        inventoryGameItems: expect.any(Array),
      });
      expect((await rowOf(player))?.outfit).toMatchObject({ hairs: hair.num, eyes: eyes.num });
      // All seven parts at once, and an empty save.
      const all = {
        hairAppearanceItemId: outfitNum('outfit.hairs.spiky-black'),
        torsoAppearanceItemId: outfitNum('outfit.torsos.linen-shirt'),
        legsAppearanceItemId: outfitNum('outfit.bottoms.leather-pants'),
        eyesAppearanceItemId: outfitNum('outfit.eyes.sleepy'),
        mouthAppearanceItemId: outfitNum('outfit.mouths.frown'),
        weapon1AppearanceItemId: outfitNum('outfit.weapon1.oak-staff'),
        weapon2AppearanceItemId: outfitNum('outfit.weapon2.round-shield'),
      };
      const dressed = expectCharacter(await change(player, all), 'changeOutfit');
      expect(dressed.outfit.bottom).toBe(content.outfits.get('outfit.bottoms.leather-pants').image);
      // The hands draw what is equipped (issue 32): the starter sword, and no shield the hero does not carry;
      // the free weapon looks are kept as chosen.
      expect(dressed.outfit.weapon1).toBe(before.outfit.weapon1);
      expect(dressed.outfit.weapon2).toBe('');
      expect((await rowOf(player))?.outfit).toMatchObject({ weapon2: outfitNum('outfit.weapon2.round-shield') });
      expect(expectCharacter(await change(player, {}), 'changeOutfit').outfit).toEqual(dressed.outfit);
    });

    it('refuses an option the player has not unlocked (409 outfit-option-locked) until it is unlocked', async () => {
      const player = await createPlayer(server);
      const crafted = outfitNum('outfit.hairs.bob-dark');
      const premium = outfitNum('outfit.torsos.gold-plate');
      const before = await characterRows(server.database);
      const error = expectError(
        await change(player, { eyesAppearanceItemId: outfitNum('outfit.eyes.happy'), hairAppearanceItemId: crafted }),
        409,
        'outfit-option-locked',
      );
      expect(error.field).toBe('hairAppearanceItemId');
      expectError(await change(player, { torsoAppearanceItemId: premium }), 409, 'outfit-option-locked');
      expect(await characterRows(server.database)).toEqual(before);
      await server.database.db
        .insertInto('outfit_unlocks')
        .values({ character_id: player.characterId, option_id: crafted })
        .execute();
      const character = expectCharacter(await change(player, { hairAppearanceItemId: crafted }), 'changeOutfit');
      expect(character.outfit.hair).toBe(content.outfits.get('outfit.hairs.bob-dark').image);
    });

    it('answers 404 for an unknown option or an option of another part, 400 for bad input; nothing changes', async () => {
      const player = await createPlayer(server);
      const before = await characterRows(server.database);
      expectError(await change(player, { hairAppearanceItemId: 99_999 }), 404, 'not-found');
      const error = expectError(
        await change(player, { legsAppearanceItemId: outfitNum('outfit.eyes.sleepy') }),
        404,
        'not-found',
      );
      expect(error.field).toBe('legsAppearanceItemId');
      expectError(await change(player, { hairAppearanceItemId: 'blonde' }), 400, 'bad-request');
      expectError(await change(player, { mouthAppearanceItemId: -3 }), 400, 'bad-request');
      expectError(await change(player, { requestedLang: 'it' }), 400, 'unsupported-language');
      expectError(await change(player, ['hair']), 400, 'bad-request');
      expect(await characterRows(server.database)).toEqual(before);
    });
  });
});
