import { type Kysely, type Migration, Migrator, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { uniqueConstraints, violatedUniqueConstraint } from '../src/db/errors.ts';
import { migrateToLatest, migrations } from '../src/db/migrate.ts';
import { nameSkeleton } from '../src/db/name-skeleton.ts';
import type { Database } from '../src/db/types.ts';
import { json, startTestServer, type TestServer } from './support/app.ts';
import { characterRows, databaseVariants } from './support/databases.ts';
import { emulatorHost } from './support/emulator.ts';
import { createPlayer, expectError } from './support/players.ts';

emulatorHost();

/** A name no other test run has (letters only, so nothing in it looks like a digit). */
let runs = 0;
const fresh = (base: string) =>
  `${base}${String.fromCharCode(97 + (process.pid % 26), 97 + (Date.now() % 26), 97 + (runs++ % 26))}`;

describe.each(databaseVariants())('character names people can tell apart on $name', { timeout: 60_000 }, (variant) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(variant);
  });
  afterAll(async () => {
    await server?.close();
  });

  const nameOf = async (playerId: number) =>
    (await characterRows(server.database)).find((row) => row.id === playerId)?.name;

  it('takes a decomposed name as its composed form (NFC before the rules), in both routes', async () => {
    const player = await createPlayer(server);
    const renamed = await player.post('/my-character/change-name', { name: 'Zoe\u0301va9x' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(json<{ data: { name: string } }>(renamed).data.name).toBe('Zoéva9x');
    expect(await nameOf(player.characterId)).toBe('Zoéva9x');
  });

  it('takes letters of any script with their combining marks (Devanagari, Thai)', async () => {
    const player = await createPlayer(server);
    expect((await player.post('/my-character/change-name', { name: 'नमस्तेva9' })).statusCode).toBe(200);
    expect((await player.post('/my-character/change-name', { name: 'สมชาย' })).statusCode).toBe(200);
  });

  it('refuses blank-looking and invisible names, changing nothing', async () => {
    const player = await createPlayer(server);
    const before = await characterRows(server.database);
    for (const name of ['\u3164\u3164\u3164', '\u115f\u1160\uffa0ab', 'Zo\u200bfia', 'Ann\u2067a', '   ', '---']) {
      expectError(await player.post('/my-character/change-name', { name }), 400, 'invalid-name');
    }
    expect(await characterRows(server.database)).toEqual(before);
  });

  it('collapses runs of spaces and folds fullwidth letters', async () => {
    const player = await createPlayer(server);
    const base = fresh('Jan');
    expect((await player.post('/my-character/change-name', { name: `${base}   \u3000Kos` })).statusCode).toBe(200);
    expect(await nameOf(player.characterId)).toBe(`${base} Kos`);
    const wide = [...fresh('Wide')].map((c) => String.fromCodePoint((c.codePointAt(0) ?? 0) + 0xfee0)).join('');
    expect((await player.post('/my-character/change-name', { name: wide })).statusCode).toBe(200);
    expect(await nameOf(player.characterId)).toMatch(/^Wide[a-z]{3}$/);
  });

  it('refuses a look-alike of a taken name (Cyrillic "а", fullwidth, "rn" for "m", letter case) with 409', async () => {
    const owner = await createPlayer(server);
    const taken = fresh('Bartmax');
    expect((await owner.post('/my-character/change-name', { name: taken })).statusCode).toBe(200);
    const other = await createPlayer(server);
    const before = await characterRows(server.database);
    const lookalikes = [
      taken.replace('a', '\u0430'),
      [...taken].map((c) => String.fromCodePoint((c.codePointAt(0) ?? 0) + 0xfee0)).join(''),
      taken.replace('m', 'rn'),
      taken.toUpperCase(),
    ];
    for (const name of lookalikes) {
      expectError(await other.post('/my-character/change-name', { name }), 409, 'name-taken');
    }
    expect(await characterRows(server.database)).toEqual(before);
  });

  it("lets players take a look-alike of their own name, and the skeleton's unique constraint settles races", async () => {
    const player = await createPlayer(server);
    const name = fresh('Olaf');
    expect((await player.post('/my-character/change-name', { name })).statusCode).toBe(200);
    expect((await player.post('/my-character/change-name', { name: name.replace('a', '\u0430') })).statusCode).toBe(
      200,
    );
    const row = (await characterRows(server.database)).find((r) => r.id === player.characterId);
    expect(row?.name_skeleton).toBe(nameSkeleton(name));
    // Straight into the table, bypassing the check: the database itself refuses the look-alike.
    const other = await createPlayer(server);
    const error = await server.database.db
      .updateTable('characters')
      .set({ name: name.toUpperCase(), name_skeleton: nameSkeleton(name.toUpperCase()) })
      .where('id', '=', other.characterId)
      .execute()
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(violatedUniqueConstraint(error)).toBe(uniqueConstraints.characterName);
  });
});

describe.each(databaseVariants())('migration 0006 (name skeletons) on $name', { timeout: 60_000 }, (variant) => {
  /** A database migrated up to 0005 only: the rows of a server before names had skeletons. */
  const openAt0005 = async () => {
    const url = process.env.TEST_DATABASE_URL;
    const schema = `rpg_names_${Date.now().toString(36)}_${process.pid}`;
    const database =
      variant.name === 'PostgreSQL' && url
        ? await openDatabase({ kind: 'postgres', url, schema })
        : await openDatabase({ kind: 'pglite' });
    const provider = { getMigrations: async (): Promise<Record<string, Migration>> => migrations };
    const migrator = new Migrator({ db: database.db, provider, migrationTableSchema: database.schema });
    const { error } = await migrator.migrateTo('0005-honour-counts');
    if (error) throw error;
    const drop = async () => {
      await database.close();
      if (variant.name !== 'PostgreSQL' || !url) return;
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema if exists "${schema}" cascade`).finally(() => client.end());
    };
    return { ...database, drop };
  };

  const insertOld = (db: Kysely<Database>, account: string, name: string) =>
    sql`insert into characters (account_id, name, name_key, level, experience, base_currency, premium_currency,
      action_points, action_points_updated_at, base_force, base_intelligence, base_dexterity, base_endurance,
      stat_points, current_health, last_lang)
      values (${account}, ${name}, ${name.toLowerCase()}, 1, 0, 0, 0, 0, now(), 5, 5, 5, 5, 0, 100, 'pl')`.execute(db);

  it('backfills every row, keeps existing look-alikes apart, and makes the skeleton unique', async () => {
    const database = await openAt0005();
    try {
      await insertOld(database.db, 'a1', 'Bart');
      await insertOld(database.db, 'a2', 'B\u0430rt'); // a look-alike the old rule let in
      await insertOld(database.db, 'a3', 'Żaneta');
      await migrateToLatest(database.db, database.schema);
      const rows = await database.db
        .selectFrom('characters')
        .select(['id', 'name', 'name_skeleton'])
        .orderBy('id')
        .execute();
      const [bart, lookalike, zaneta] = rows;
      expect(bart?.name_skeleton).toBe(nameSkeleton('Bart'));
      expect(lookalike?.name).toBe('B\u0430rt');
      expect(lookalike?.name_skeleton).toBe(`${nameSkeleton('Bart')}#${lookalike?.id}`);
      expect(zaneta?.name_skeleton).toBe(nameSkeleton('Żaneta'));
      const error = await insertOld(database.db, 'a4', 'BART').then(
        () => 'inserted',
        (e: unknown) => e,
      );
      // No skeleton given: the column is required.
      expect(error).not.toBe('inserted');
      const duplicate = await database.db
        .insertInto('characters')
        .values({
          account_id: 'a5',
          name: 'BART',
          name_key: 'bart',
          name_skeleton: nameSkeleton('BART'),
          level: 1,
          experience: 0,
          base_currency: 0,
          premium_currency: 0,
          action_points: 0,
          action_points_updated_at: new Date(),
          base_force: 5,
          base_intelligence: 5,
          base_dexterity: 5,
          base_endurance: 5,
          stat_points: 0,
          current_health: 100,
          last_lang: 'pl',
          health_updated_at: new Date(),
        })
        .execute()
        .then(
          () => undefined,
          (e: unknown) => e,
        );
      expect(violatedUniqueConstraint(duplicate)).toBe(uniqueConstraints.characterName);
    } finally {
      await database.drop();
    }
  });
});
