import { baseInfoSchema, replySchema, routes, type Skill, SkillSlotType, skillSchema } from '@rpg/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { content } from '../src/content/index.ts';
import { json, startTestServer, type TestServer } from './support/app.ts';
import { characterRows, databaseVariants } from './support/databases.ts';
import { emulatorHost } from './support/emulator.ts';
import { createPlayer, expectError, readCharacter, type TestPlayer } from './support/players.ts';

emulatorHost();

const skill = (id: string) => content.skills.get(id);
const starter = skill('skill.power-strike');
const fireball = skill('skill.fireball');
const poisonBlade = skill('skill.poison-blade');
const parry = skill('skill.parry');
const focus = skill('skill.focus');

describe.each(databaseVariants())('skills routes on $name', (variant) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(variant);
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Learns skills straight in the database (learning is the shops' route). */
  const learn = async (player: TestPlayer, ...skills: { num: number; slot: number }[]) => {
    await server.database.db
      .insertInto('skills')
      .values(skills.map((s) => ({ character_id: player.characterId, skill_id: s.num, slot_type: s.slot })))
      .execute();
  };
  const skillRows = (player: TestPlayer) =>
    server.database.db
      .selectFrom('skills')
      .selectAll()
      .where('character_id', '=', player.characterId)
      .orderBy('skill_id')
      .execute();
  const snapshot = async (player: TestPlayer) => ({
    characters: await characterRows(server.database),
    skills: await skillRows(player),
  });
  const active = (skills: Skill[]) => skills.filter((s) => s.isActive).map((s) => s.id);
  const expectSkills = (response: LightMyRequestResponse, route: 'makeSkillActive' | 'forgotSkill') => {
    expect(response.statusCode, response.body).toBe(200);
    const body = replySchema(routes[route]).strict().parse(json(response));
    return z.object({ data: z.array(skillSchema), myCharacterBaseInfo: baseInfoSchema.optional() }).parse(body);
  };

  describe('POST /skills/make-active', () => {
    const makeActive = (player: TestPlayer, id: unknown, requestedLang: unknown = 'pl') =>
      player.post('/skills/make-active', { id, requestedLang });

    it('makes a learnt skill the active one of its slot type, one active per type', async () => {
      const player = await createPlayer(server);
      await learn(player, fireball, parry, focus);
      let { data } = expectSkills(await makeActive(player, fireball.num, 'en'), 'makeSkillActive');
      expect(data.map((s) => s.id)).toEqual([starter.num, fireball.num, parry.num, focus.num]);
      expect(active(data)).toEqual([fireball.num]);
      expect(data.find((s) => s.id === fireball.num)).toMatchObject({
        name: 'Fireball',
        skillType: 'Offence',
        equipmentSkillType: SkillSlotType.Offense,
        isActive: true,
        isEmpty: false,
      });
      // Learnt, so the client offers activate and unlearn (the contract's isAvailableToLearn).
      expect(data.every((s) => s.isAvailableToLearn)).toBe(true);
      ({ data } = expectSkills(await makeActive(player, parry.num), 'makeSkillActive'));
      ({ data } = expectSkills(await makeActive(player, focus.num), 'makeSkillActive'));
      expect(active(data)).toEqual([fireball.num, parry.num, focus.num]);
      ({ data } = expectSkills(await makeActive(player, starter.num), 'makeSkillActive'));
      expect(active(data)).toEqual([starter.num, parry.num, focus.num]);
      // The active one again: nothing changes.
      const before = await skillRows(player);
      ({ data } = expectSkills(await makeActive(player, starter.num), 'makeSkillActive'));
      expect(await skillRows(player)).toEqual(before);
      expect((await readCharacter(player)).skills).toEqual(data);
    });

    it('refuses a skill not learnt (409 skill-not-learnt) and an unknown one (404), changing nothing', async () => {
      const player = await createPlayer(server);
      const before = await snapshot(player);
      const error = expectError(await makeActive(player, poisonBlade.num), 409, 'skill-not-learnt');
      expect(error.field).toBe('id');
      expectError(await makeActive(player, 9_999), 404, 'not-found');
      expect(await snapshot(player)).toEqual(before);
    });

    it('another player’s learnt skill is not this player’s (409 skill-not-learnt)', async () => {
      const [player, other] = [await createPlayer(server), await createPlayer(server)];
      await learn(other, fireball);
      expectError(await makeActive(player, fireball.num), 409, 'skill-not-learnt');
      expect((await skillRows(other)).map((s) => [s.skill_id, s.active])).toEqual([
        [starter.num, true],
        [fireball.num, false],
      ]);
    });

    it('answers 400 for wrong types and a missing or unknown language', async () => {
      const player = await createPlayer(server);
      const before = await snapshot(player);
      for (const id of ['1', -1, 2.5, null, {}]) expectError(await makeActive(player, id), 400, 'bad-request');
      expectError(await player.post('/skills/make-active', { id: 1 }), 400, 'unsupported-language');
      expectError(await makeActive(player, 1, 'zz'), 400, 'unsupported-language');
      expect(await snapshot(player)).toEqual(before);
    });

    it('parallel activations of one slot type leave exactly one active', async () => {
      const player = await createPlayer(server);
      await learn(player, fireball, poisonBlade);
      const ids = [starter.num, fireball.num, poisonBlade.num];
      const responses = await Promise.all(Array.from({ length: 30 }, (_, i) => makeActive(player, ids[i % 3])));
      for (const r of responses) expect(r.statusCode, r.body).toBe(200);
      const offense = (await skillRows(player)).filter((s) => s.slot_type === SkillSlotType.Offense && s.active);
      expect(offense).toHaveLength(1);
    });
  });

  describe('POST /skills/forgot', () => {
    const forgot = (player: TestPlayer, id: unknown, requestedLang: unknown = 'pl') =>
      player.post('/skills/forgot', { id, requestedLang });

    it('unlearns an inactive skill and refunds half its price', async () => {
      const player = await createPlayer(server, 'en');
      await learn(player, fireball, parry);
      const body = expectSkills(await forgot(player, fireball.num, 'en'), 'forgotSkill');
      expect(body.data.map((s) => s.id)).toEqual([starter.num, parry.num]);
      expect(body.myCharacterBaseInfo).toEqual({
        baseCurrency: 100 + fireball.price / 2,
        premiumCurrency: 50,
        stamina: 100,
      });
      const character = await readCharacter(player);
      expect(character.baseCurrency).toBe(100 + fireball.price / 2);
      expect(character.skills.map((s) => s.id)).toEqual([starter.num, parry.num]);
      // Forgotten: it can be neither activated nor forgotten again.
      expectError(
        await player.post('/skills/make-active', { id: fireball.num, requestedLang: 'pl' }),
        409,
        'skill-not-learnt',
      );
      expectError(await forgot(player, fireball.num), 409, 'skill-not-learnt');
    });

    it('refuses the active skill (409 skill-active), a skill not learnt (409) and an unknown one (404); nothing changes', async () => {
      const player = await createPlayer(server);
      const before = await snapshot(player);
      const error = expectError(await forgot(player, starter.num), 409, 'skill-active');
      expect(error.field).toBe('id');
      expectError(await forgot(player, fireball.num), 409, 'skill-not-learnt');
      expectError(await forgot(player, 4_242), 404, 'not-found');
      expect(await snapshot(player)).toEqual(before);
    });

    it('answers 400 for wrong types and a missing or unknown language, changing nothing', async () => {
      const player = await createPlayer(server);
      await learn(player, fireball);
      const before = await snapshot(player);
      for (const id of [String(fireball.num), -5, true]) expectError(await forgot(player, id), 400, 'bad-request');
      expectError(await player.post('/skills/forgot', { id: fireball.num }), 400, 'unsupported-language');
      expectError(await forgot(player, fireball.num, 'de-DE'), 400, 'unsupported-language');
      expect(await snapshot(player)).toEqual(before);
    });

    it('30 parallel forgets of one skill: exactly one succeeds, refunded once', async () => {
      const player = await createPlayer(server);
      await learn(player, poisonBlade);
      const responses = await Promise.all(Array.from({ length: 30 }, () => forgot(player, poisonBlade.num)));
      expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
      for (const r of responses.filter((r) => r.statusCode !== 200)) expectError(r, 409, 'skill-not-learnt');
      const row = (await characterRows(server.database)).find((r) => r.id === player.characterId);
      expect(row?.base_currency).toBe(100 + Math.floor(poisonBlade.price / 2));
      expect((await skillRows(player)).map((s) => s.skill_id)).toEqual([starter.num]);
    });
  });
});
