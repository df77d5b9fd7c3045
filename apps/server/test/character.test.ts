import { characterSchema, errorBodySchema, replySchema, routes, starterLookSchema } from '@rpg/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content } from '../src/content/index.ts';
import { uniqueConstraints, violatedUniqueConstraint } from '../src/db/errors.ts';
import { nameSkeleton } from '../src/db/name-skeleton.ts';
import { json, startTestServer, type TestServer } from './support/app.ts';
import { characterRows, countCharacters, databaseVariants } from './support/databases.ts';
import { bearer, emulatorHost, signUp, type TestUser } from './support/emulator.ts';

emulatorHost(); // fails the file with the command to run when the emulator is missing

type Body = Record<string, unknown> | string | unknown[];

describe.each(databaseVariants())('/api/my-character on $name', (variant) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(variant);
  });
  afterAll(async () => {
    await server?.close();
  });

  const get = (user: TestUser | undefined, query = '?lang=pl') =>
    server.app.inject({ method: 'GET', url: `/api/my-character${query}`, headers: user ? bearer(user.idToken) : {} });
  const post = (user: TestUser, body: Body) =>
    server.app.inject({ method: 'POST', url: '/api/my-character', headers: bearer(user.idToken), payload: body });

  const expectCharacter = (response: LightMyRequestResponse, name: string) => {
    expect(response.statusCode, response.body).toBe(200);
    const body = json<{ data: unknown }>(response);
    expect(replySchema(routes.createMyCharacter).strict().parse(body)).toEqual(body);
    const character = characterSchema.parse(body.data);
    expect(character.name).toBe(name);
    return character;
  };
  const expectError = (response: LightMyRequestResponse, status: number, code: string) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = errorBodySchema.strict().parse(json(response));
    expect(body.error.code).toBe(code);
    expect(body.error.message.length).toBeGreaterThan(10);
    return body.error;
  };

  it('GET /api/health answers ok without a token', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ data: { status: 'ok' } });
  });

  it('a new account has no character: GET and an empty-name POST answer 404 character-not-found', async () => {
    const user = await signUp();
    expectError(await get(user), 404, 'character-not-found');
    expectError(await post(user, { requestedLang: 'en', name: '' }), 404, 'character-not-found');
    expect(await countCharacters(server.database)).toBe((await characterRows(server.database)).length);
  });

  it('creates the character with the starting values; GET and an empty-name POST return it', async () => {
    const user = await signUp();
    const created = expectCharacter(
      await post(user, { requestedLang: 'pl', name: '  Wojsław Śmiały ' }),
      'Wojsław Śmiały',
    );
    expect(created).toEqual({
      name: 'Wojsław Śmiały',
      level: 1,
      experiencePoints: 0,
      experiencePointsNeededForNextLevel: 100,
      baseCurrency: 100,
      premiumCurrency: 50,
      actionPoints: 100,
      stats: {
        baseForce: 5,
        forceFromItems: 0,
        baseIntelligence: 5,
        intelligenceFromItems: 0,
        baseDexterity: 5,
        dexterityFromItems: 0,
        baseEndurance: 5,
        enduranceFromItems: 0,
        lifesteal: 0,
        vampirism: 0,
        currentHealthPoints: 115,
        healthPoints: 115,
        // The starter linen shirt's armour; the short sword's 2-4 plus floor(force / 2).
        armor: 2,
        minDmg: 4,
        maxDmg: 6,
        // Derived on the server (game-rules.md): 80 + 0.5 * 5 intelligence, 0.5 * 5 dexterity,
        // no shield so no block, 5 % crits doing 1.5 times the damage.
        hitChance: 82.5,
        dodgeChance: 2.5,
        blockChance: 0,
        critChance: 5,
        critMultiplier: 1.5,
      },
      doStatsPointsAvaiable: true,
      statPointsLeft: 5,
      outfit: expect.any(Object),
      outfitsItems: expect.any(Object),
      inventoryGameItems: expect.any(Array),
      skills: [expect.objectContaining({ name: 'Potężne uderzenie', isActive: true, equipmentSkillType: 0 })],
      resourcesEquipment: [],
      consumableItems: [],
    });
    // Four equipment slots then twenty backpack slots: the starter weapon and shirt worn, the backpack empty.
    expect(created.inventoryGameItems).toHaveLength(24);
    expect(
      created.inventoryGameItems.filter((item) => !item.isEmpty).map((item) => [item.name, item.inventoryType]),
    ).toEqual([
      ['Lniana koszula', 2],
      ['Krótki miecz', 3],
    ]);
    expect(created.outfit.hair).toMatch(/^\/images\//);
    for (const part of Object.values(created.outfitsItems)) expect(part.CurrentIndex).not.toBeNull();
    // The same character in another language: only the content's words change.
    const english = expectCharacter(await get(user, '?lang=en'), 'Wojsław Śmiały');
    expect({ ...english, inventoryGameItems: [], skills: [] }).toEqual({
      ...created,
      inventoryGameItems: [],
      skills: [],
    });
    expect(english.skills.map((skill) => [skill.name, skill.skillType])).toEqual([['Power strike', 'Offence']]);
    expect(english.inventoryGameItems.filter((item) => !item.isEmpty).map((item) => item.name)).toEqual([
      'Linen shirt',
      'Short sword',
    ]);
    const german = expectCharacter(await post(user, { requestedLang: 'de', name: '' }), 'Wojsław Śmiały');
    expect({ ...german, inventoryGameItems: [], skills: [] }).toEqual({
      ...created,
      inventoryGameItems: [],
      skills: [],
    });

    const row = (await characterRows(server.database)).find((r) => r.account_id === user.uid);
    expect(row).toMatchObject({
      name: 'Wojsław Śmiały',
      name_key: 'wojsław śmiały',
      level: 1,
      stat_points: 5,
      current_health: 115,
      last_lang: 'de',
    });
  });

  const starterLookOf = async (user: TestUser) => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/my-character/starter-look',
      headers: bearer(user.idToken),
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = json<{ data: unknown }>(response);
    expect(replySchema(routes.getStarterLook).strict().parse(body)).toEqual(body);
    return starterLookSchema.strict().parse(body.data);
  };

  it('GET /my-character/starter-look offers the free options before a character exists: a new character wears the chosen one', async () => {
    const user = await signUp();
    const look = await starterLookOf(user);
    for (const part of Object.values(look.outfitsItems)) {
      expect(part.items.length).toBeGreaterThan(0);
      expect(part.CurrentIndex).not.toBeNull();
    }
    // Only free options: nothing crafted or bought is offered.
    const offered = Object.values(look.outfitsItems).flatMap((part) => part.items.map((item) => item.id));
    expect(offered).not.toContain(content.outfits.get('outfit.hairs.bob-dark').num);
    expect(offered).not.toContain(content.outfits.get('outfit.torsos.gold-plate').num);
    // Reading it creates nothing, and it is the look a character created without a choice wears.
    expectError(await get(user), 404, 'character-not-found');
    expect(await starterLookOf(user)).toEqual(look);
    const created = expectCharacter(await post(user, { requestedLang: 'en', name: 'Starter Look' }), 'Starter Look');
    expect(created.outfit).toEqual(look.outfit);
    expect(created.outfitsItems.hairs.items[created.outfitsItems.hairs.CurrentIndex ?? -1]?.id).toBe(
      look.outfitsItems.hairs.items[look.outfitsItems.hairs.CurrentIndex ?? -1]?.id,
    );
    // A player with a character reads the same offer.
    expect(await starterLookOf(user)).toEqual(look);
  });

  it('creates the character in the look chosen from the starter options, in one call', async () => {
    const user = await signUp();
    const hair = content.outfits.get('outfit.hairs.long-blonde');
    const eyes = content.outfits.get('outfit.eyes.wide-blue');
    const created = expectCharacter(
      await post(user, {
        requestedLang: 'pl',
        name: 'Wybrany Wygląd',
        look: { hairAppearanceItemId: hair.num, eyesAppearanceItemId: eyes.num },
      }),
      'Wybrany Wygląd',
    );
    const look = await starterLookOf(user);
    expect(created.outfit).toEqual({ ...look.outfit, hair: hair.image, hairPart2: hair.part2 ?? '', eyes: eyes.image });
    expect(created.outfitsItems.hairs.items[created.outfitsItems.hairs.CurrentIndex ?? -1]?.id).toBe(hair.num);
    expect(expectCharacter(await get(user), 'Wybrany Wygląd').outfit).toEqual(created.outfit);
    const row = (await characterRows(server.database)).find((r) => r.account_id === user.uid);
    expect(row?.outfit).toMatchObject({ hairs: hair.num, eyes: eyes.num });
  });

  it('refuses a look outside the starter options (409 locked, 404 unknown or of another part, 400 bad) and creates nothing', async () => {
    const user = await signUp();
    const before = await countCharacters(server.database);
    const create = (look: unknown) => post(user, { requestedLang: 'en', name: 'Nie Wolno', look });
    const locked = expectError(
      await create({ hairAppearanceItemId: content.outfits.get('outfit.hairs.bob-dark').num }),
      409,
      'outfit-option-locked',
    );
    expect(locked.field).toBe('hairAppearanceItemId');
    expectError(
      await create({ torsoAppearanceItemId: content.outfits.get('outfit.torsos.gold-plate').num }),
      409,
      'outfit-option-locked',
    );
    expectError(await create({ hairAppearanceItemId: 99_999 }), 404, 'not-found');
    const otherPart = expectError(
      await create({ legsAppearanceItemId: content.outfits.get('outfit.eyes.sleepy').num }),
      404,
      'not-found',
    );
    expect(otherPart.field).toBe('legsAppearanceItemId');
    expectError(await create({ hairAppearanceItemId: 'blonde' }), 400, 'bad-request');
    expectError(await create('blonde'), 400, 'bad-request');
    expect(await countCharacters(server.database)).toBe(before);
    expectError(await get(user), 404, 'character-not-found');
    // The name is still free: a good look creates the character.
    expectCharacter(
      await create({ mouthAppearanceItemId: content.outfits.get('outfit.mouths.frown').num }),
      'Nie Wolno',
    );
  });

  it('remembers the language the player last asked for', async () => {
    const user = await signUp();
    expectCharacter(await post(user, { requestedLang: 'fr', name: 'Elowen' }), 'Elowen');
    const lastLang = async () =>
      (await characterRows(server.database)).find((row) => row.account_id === user.uid)?.last_lang;
    expect(await lastLang()).toBe('fr');
    await get(user, '?lang=es');
    expect(await lastLang()).toBe('es');
  });

  it('a second create for the same account answers 409 character-exists and changes nothing', async () => {
    const user = await signUp();
    expectCharacter(await post(user, { requestedLang: 'en', name: 'Aldric' }), 'Aldric');
    const before = await characterRows(server.database);
    const error = expectError(
      await post(user, { requestedLang: 'en', name: 'Aldric Second' }),
      409,
      'character-exists',
    );
    expect(error.message).toBe('This account already has a character.');
    expect(await characterRows(server.database)).toEqual(before);
    expect(expectCharacter(await get(user), 'Aldric').name).toBe('Aldric');
  });

  it('names are unique case-insensitively (Żaneta, żaneta, ŻANETA, and a decomposed Ż)', async () => {
    const first = await signUp();
    expectCharacter(await post(first, { requestedLang: 'pl', name: 'Żaneta' }), 'Żaneta');
    const before = await characterRows(server.database);
    for (const name of ['żaneta', 'ŻANETA', ' żAnEtA ', 'Z\u0307aneta']) {
      const other = await signUp();
      const error = expectError(await post(other, { requestedLang: 'pl', name }), 409, 'name-taken');
      expect(error.field).toBe('name');
      expect(error.message).toMatch(/already taken/);
      expectError(await get(other), 404, 'character-not-found');
    }
    expect(await characterRows(server.database)).toEqual(before);
  });

  it('two simultaneous creates for one account: exactly one wins, the other gets 409 (never a 500)', async () => {
    const user = await signUp();
    const responses = await Promise.all([
      post(user, { requestedLang: 'pl', name: 'Bożydar' }),
      post(user, { requestedLang: 'pl', name: 'Bożydar Drugi' }),
      post(user, { requestedLang: 'pl', name: 'Bożydar Trzeci' }),
    ]);
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses, responses.map((r) => r.body).join('\n')).toEqual([200, 409, 409]);
    for (const response of responses.filter((r) => r.statusCode === 409))
      expectError(response, 409, 'character-exists');
    const rows = (await characterRows(server.database)).filter((row) => row.account_id === user.uid);
    expect(rows).toHaveLength(1);
  });

  it('two accounts creating the same name at once: one wins, the other gets 409 name-taken', async () => {
    const [a, b] = await Promise.all([signUp(), signUp()]);
    const responses = await Promise.all([
      post(a, { requestedLang: 'en', name: 'Brunhilde' }),
      post(b, { requestedLang: 'en', name: 'BRUNHILDE' }),
    ]);
    expect(responses.map((r) => r.statusCode).sort(), responses.map((r) => r.body).join('\n')).toEqual([200, 409]);
    const loser = responses.find((r) => r.statusCode === 409);
    if (loser) expectError(loser, 409, 'name-taken');
    const rows = (await characterRows(server.database)).filter((row) => row.name_key === 'brunhilde');
    expect(rows).toHaveLength(1);
  });

  describe('bad input: the right 4xx, a clear message, and nothing changes', () => {
    let user: TestUser;
    beforeAll(async () => {
      user = await signUp();
    });

    type Case = {
      title: string;
      request: () => Promise<LightMyRequestResponse>;
      status: number;
      code: string;
      message: RegExp;
      field?: string;
    };
    const postRaw = (payload: string, contentType = 'application/json') =>
      server.app.inject({
        method: 'POST',
        url: '/api/my-character',
        headers: { ...bearer(user.idToken), 'content-type': contentType },
        payload,
      });

    const cases: Case[] = [
      {
        title: 'malformed JSON',
        request: () => postRaw('{"requestedLang":"pl","name":'),
        status: 400,
        code: 'bad-request',
        message: /not valid JSON/,
      },
      {
        title: 'an empty JSON body',
        request: () => postRaw(''),
        status: 400,
        code: 'bad-request',
        message: /body is empty/,
      },
      {
        title: 'a JSON body that is not an object',
        request: () => postRaw('["pl","Aldric"]'),
        status: 400,
        code: 'bad-request',
        message: /must be a JSON object/,
      },
      {
        title: 'JSON with a __proto__ key',
        request: () => postRaw('{"requestedLang":"pl","name":"Aldric","__proto__":{"x":1}}'),
        status: 400,
        code: 'bad-request',
        message: /not valid JSON/,
      },
      {
        title: 'a text/plain body',
        request: () => postRaw('{"requestedLang":"pl","name":"Aldric"}', 'text/plain'),
        status: 415,
        code: 'unsupported-media-type',
        message: /application\/json/,
      },
      {
        title: 'a form body',
        request: () => postRaw('requestedLang=pl&name=Aldric', 'application/x-www-form-urlencoded'),
        status: 415,
        code: 'unsupported-media-type',
        message: /application\/json/,
      },
      {
        title: 'a body over the size limit',
        request: () => postRaw(JSON.stringify({ requestedLang: 'pl', name: 'x'.repeat(70 * 1024) })),
        status: 413,
        code: 'payload-too-large',
        message: /64 KiB/,
      },
      {
        title: 'a name that is a number',
        request: () => post(user, { requestedLang: 'pl', name: 12345 }),
        status: 400,
        code: 'bad-request',
        message: /"name" must be a string/,
        field: 'name',
      },
      {
        title: 'a missing name',
        request: () => post(user, { requestedLang: 'pl' }),
        status: 400,
        code: 'bad-request',
        message: /"name" is required/,
        field: 'name',
      },
      {
        title: 'a missing requestedLang',
        request: () => post(user, { name: 'Aldric' }),
        status: 400,
        code: 'unsupported-language',
        message: /"requestedLang" is required: one of pl, en, es, de, fr/,
        field: 'requestedLang',
      },
      {
        title: 'an unknown requestedLang',
        request: () => post(user, { requestedLang: 'xx', name: 'Aldric' }),
        status: 400,
        code: 'unsupported-language',
        message: /one of pl, en, es, de, fr/,
        field: 'requestedLang',
      },
      {
        title: 'an upper-case requestedLang',
        request: () => post(user, { requestedLang: 'PL', name: 'Aldric' }),
        status: 400,
        code: 'unsupported-language',
        message: /one of pl, en, es, de, fr/,
        field: 'requestedLang',
      },
      {
        title: 'a requestedLang of the wrong type',
        request: () => post(user, { requestedLang: 1, name: 'Aldric' }),
        status: 400,
        code: 'unsupported-language',
        message: /one of pl, en, es, de, fr/,
        field: 'requestedLang',
      },
      {
        title: 'a name of 21 letters',
        request: () => post(user, { requestedLang: 'pl', name: 'Abcdefghijklmnopqrstu' }),
        status: 400,
        code: 'invalid-name',
        message: /at most 20 characters/,
        field: 'name',
      },
      {
        title: 'a name of 500 letters',
        request: () => post(user, { requestedLang: 'pl', name: 'A'.repeat(500) }),
        status: 400,
        code: 'invalid-name',
        message: /too long/,
        field: 'name',
      },
      {
        title: 'a name of 2 letters after trimming',
        request: () => post(user, { requestedLang: 'pl', name: '   Al   ' }),
        status: 400,
        code: 'invalid-name',
        message: /at least 3 characters/,
        field: 'name',
      },
      {
        title: 'a name of spaces only',
        request: () => post(user, { requestedLang: 'pl', name: '     ' }),
        status: 400,
        code: 'invalid-name',
        message: /at least 3 characters/,
        field: 'name',
      },
      ...['Bob!', '<script>', 'Robert; DROP TABLE', 'Ala\u0000ma', 'Zbyszek 🗡️', "O'Neil"].map((name) => ({
        title: `a name with bad characters: ${JSON.stringify(name)}`,
        request: () => post(user, { requestedLang: 'pl', name }),
        status: 400,
        code: 'invalid-name',
        message: /Use only letters, digits, spaces/,
        field: 'name',
      })),
      {
        title: 'GET without lang',
        request: () => get(user, ''),
        status: 400,
        code: 'unsupported-language',
        message: /query parameter "lang" is required/,
        field: 'lang',
      },
      {
        title: 'GET with an unknown lang',
        request: () => get(user, '?lang=klingon'),
        status: 400,
        code: 'unsupported-language',
        message: /one of pl, en, es, de, fr/,
        field: 'lang',
      },
      {
        title: 'GET with lang twice',
        request: () => get(user, '?lang=pl&lang=en'),
        status: 400,
        code: 'unsupported-language',
        message: /one of pl, en, es, de, fr/,
        field: 'lang',
      },
      {
        title: 'an unknown API route',
        request: () => server.app.inject({ method: 'GET', url: '/api/no-such-thing', headers: bearer(user.idToken) }),
        status: 404,
        code: 'not-found',
        message: /No such API route: GET \/api\/no-such-thing/,
      },
      {
        title: 'a wrong method on a known route',
        request: () => server.app.inject({ method: 'DELETE', url: '/api/my-character', headers: bearer(user.idToken) }),
        status: 405,
        code: 'method-not-allowed',
        message: /DELETE is not allowed here; use GET, POST or HEAD/,
      },
    ];

    it.each(cases)('$title -> $status $code', async ({ request, status, code, message, field }) => {
      const before = await characterRows(server.database);
      const error = expectError(await request(), status, code);
      expect(error.message).toMatch(message);
      expect(error.field).toBe(field);
      expect(await characterRows(server.database)).toEqual(before);
      expectError(await get(user), 404, 'character-not-found');
    });

    it('a valid request after all that still works', async () => {
      expectCharacter(await post(user, { requestedLang: 'pl', name: 'Ćwirek' }), 'Ćwirek');
    });
  });

  it('the database names the violated unique constraint (what the 409s rely on under races)', async () => {
    const row = (name: string, account: string) => ({
      account_id: account,
      name,
      name_key: name.toLowerCase(),
      name_skeleton: nameSkeleton(name),
      level: 1,
      experience: 0,
      base_currency: 0,
      premium_currency: 0,
      action_points: 0,
      action_points_updated_at: new Date(),
      base_force: 0,
      base_intelligence: 0,
      base_dexterity: 0,
      base_endurance: 0,
      stat_points: 0,
      current_health: 1,
      last_lang: 'en' as const,
    });
    const violation = async (values: ReturnType<typeof row>) => {
      try {
        await server.database.db.insertInto('characters').values(values).execute();
      } catch (error) {
        return violatedUniqueConstraint(error);
      }
      return 'no error';
    };
    const suffix = Date.now().toString(36);
    await server.database.db
      .insertInto('characters')
      .values(row(`Raw${suffix}`, `raw-${suffix}`))
      .execute();
    expect(await violation(row(`Other${suffix}`, `raw-${suffix}`))).toBe(uniqueConstraints.characterAccount);
    expect(await violation(row(`RAW${suffix}`, `raw2-${suffix}`))).toBe(uniqueConstraints.characterName);
    await server.database.db.deleteFrom('characters').where('account_id', '=', `raw-${suffix}`).execute();
  });

  it('answers a 405 with an Allow header', async () => {
    const response = await server.app.inject({ method: 'PUT', url: '/api/my-character', payload: {} });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, POST, HEAD');
  });
});
