import { nameProblem } from '@rpg/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content, outfitParts } from '../src/content/index.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { createRng } from '../src/rules/rng.ts';
import { freeOptions, seedProfile } from '../src/seed/profiles.ts';
import { runSeed } from '../src/seed/run.ts';
import { startTestServer, type TestServer } from './support/app.ts';
import { databaseVariants } from './support/databases.ts';
import { emulatorHost } from './support/emulator.ts';

emulatorHost();

describe('seed profiles', () => {
  it('are valid and varied: names, levels 1..30, honour, free outfit options of the right part', () => {
    const rng = createRng(42);
    const profiles = Array.from({ length: 200 }, (_, i) => seedProfile(i + 1, 'ab12', rng));
    for (const profile of profiles) {
      expect(nameProblem(profile.name), profile.name).toBeNull();
      expect(profile.level).toBeGreaterThanOrEqual(1);
      expect(profile.level).toBeLessThanOrEqual(30);
      expect(profile.honour).toBeGreaterThanOrEqual(0);
      for (const part of outfitParts) {
        const option = content.outfits.findByNum(profile.outfit[part]);
        expect(option?.part).toBe(part);
        expect(freeOptions(part).map((o) => o.num)).toContain(profile.outfit[part]);
      }
    }
    expect(new Set(profiles.map((p) => p.name.toLowerCase())).size).toBe(200);
    expect(new Set(profiles.map((p) => p.level)).size).toBeGreaterThan(10);
    expect(new Set(profiles.map((p) => p.honour)).size).toBeGreaterThan(50);
  });
});

describe('seed, direct mode on an embedded PGlite (no server running)', () => {
  it('creates the characters as the API does, with the profiles applied', async () => {
    const database = await openDatabase({ kind: 'pglite' });
    try {
      await migrateToLatest(database.db, database.schema);
      const seeded = await runSeed({
        players: 6,
        mode: 'direct',
        apiUrl: 'http://127.0.0.1:1/api',
        emulatorHost: emulatorHost(),
        db: database.db,
        seed: 7,
      });
      expect(seeded).toHaveLength(6);
      const rows = await database.db.selectFrom('characters').selectAll().orderBy('id').execute();
      expect(rows.map((r) => [r.account_id, r.name, r.level, r.honour])).toEqual(
        seeded.map((s) => [s.uid, s.profile.name, s.profile.level, s.profile.honour]),
      );
      for (const row of rows) {
        expect(row.stat_points).toBe(5 * row.level);
        expect(row.outfit).toEqual(seeded.find((s) => s.uid === row.account_id)?.profile.outfit);
      }
      const items = await database.db.selectFrom('items').select('character_id').execute();
      expect(items).toHaveLength(12); // the starter weapon and shirt each
      const skills = await database.db.selectFrom('skills').select('character_id').execute();
      expect(skills).toHaveLength(6);
    } finally {
      await database.close();
    }
  });
});

describe.each(databaseVariants())('seed through the running API on $name', (variant) => {
  let server: TestServer;
  let apiUrl: string;
  beforeAll(async () => {
    server = await startTestServer(variant);
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    apiUrl = `${address}/api`;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('api+db: accounts and characters through the API, level/honour/look written to the rows', async () => {
    const seeded = await runSeed({
      players: 4,
      mode: 'api+db',
      apiUrl,
      emulatorHost: emulatorHost(),
      db: server.database.db,
      seed: 3,
    });
    for (const player of seeded) {
      const row = await server.database.db
        .selectFrom('characters')
        .selectAll()
        .where('account_id', '=', player.uid)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        id: player.characterId,
        name: player.profile.name,
        level: player.profile.level,
        honour: player.profile.honour,
        last_lang: player.profile.lang,
      });
    }
  });

  it('api+actions: never opens the database; characters exist with the starting values', async () => {
    const lines: string[] = [];
    const seeded = await runSeed({
      players: 3,
      mode: 'api+actions',
      apiUrl,
      emulatorHost: emulatorHost(),
      seed: 5,
      log: (line) => lines.push(line),
    });
    expect(seeded.every((player) => player.characterId === null)).toBe(true);
    const rows = await server.database.db
      .selectFrom('characters')
      .selectAll()
      .where(
        'account_id',
        'in',
        seeded.map((player) => player.uid),
      )
      .execute();
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.level === 1)).toBe(true);
    expect(lines.some((line) => /arena/.test(line))).toBe(true);
  });
});
