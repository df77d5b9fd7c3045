import { routes } from '@rpg/contracts';
import { ApiError } from '@rpg/contracts/client';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import { createRng } from '../rules/rng.ts';
import { apiAs, replyOrRefusal, type SeedAccount, signUp } from './api.ts';
import { applyProfile, createCharacterDirectly } from './apply.ts';
import { outfitChangeOf, type SeedProfile, seedProfile } from './profiles.ts';

/**
 * How a sample player gets its level, honour and look:
 * - 'api+db': the server runs and the seed may also open its database (PostgreSQL via
 *   DATABASE_URL: many clients are fine). Account and character through the real API, then
 *   level/experience/honour/outfit written to that character's row.
 * - 'api+actions': the server runs on the embedded PGlite, which it locks (db/data-dir-lock.ts),
 *   so the seed cannot touch the data. Account and character through the API; the look through
 *   POST /my-character/change-outfit; honour and experience only from REAL game actions (arena
 *   fights between the seeded players, adventures are too slow): whatever the game gives.
 * - 'direct': no server is running; the seed opens the database itself (embedded or PostgreSQL)
 *   and creates each character as POST /my-character does, with the profile applied. Accounts
 *   still come from the Auth emulator, so they can sign in later.
 */
export type SeedMode = 'api+db' | 'api+actions' | 'direct';

export type SeedOptions = {
  players: number;
  mode: SeedMode;
  /** The game API base, e.g. http://127.0.0.1:3000/api (modes api+*). */
  apiUrl: string;
  /** host:port of the Firebase Auth emulator. */
  emulatorHost: string;
  /** The database (modes api+db and direct). */
  db?: Kysely<Database>;
  now?: () => Date;
  /** Random seed of the profiles. */
  seed?: number;
  log?: (line: string) => void;
};

export type SeededPlayer = { uid: string; email: string; characterId: number | null; profile: SeedProfile };

const errorCode = (refusal: ApiError) => refusal.code ?? String(refusal.status);

/** Creates `players` sample players; returns them. Throws when the stack is not reachable. */
export const runSeed = async (options: SeedOptions): Promise<SeededPlayer[]> => {
  const { players, mode, apiUrl, emulatorHost } = options;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? (() => {});
  const rng = createRng(options.seed ?? Date.now());
  const runTag = Date.now().toString(36).slice(-4);
  if (mode !== 'api+actions' && !options.db) throw new Error(`Seed mode ${mode} needs the database.`);
  const seeded: (SeededPlayer & { account: SeedAccount })[] = [];

  for (let index = 1; index <= players; index++) {
    const profile = seedProfile(index, runTag, rng);
    const account = await signUp(emulatorHost, `seed-${runTag}-${index}@example.com`);
    let characterId: number | null = null;
    if (mode === 'direct' && options.db) {
      characterId = (await createCharacterDirectly(options.db, account.uid, profile, now())).id;
    } else {
      const api = apiAs(apiUrl, account);
      const body = { requestedLang: profile.lang, name: profile.name };
      const created = await replyOrRefusal(api.request(routes.createMyCharacter, { body }));
      if (created instanceof ApiError) {
        throw new Error(`Creating ${profile.name} through ${apiUrl} failed: ${created.status} ${errorCode(created)}`);
      }
      if (mode === 'api+db' && options.db) {
        const row = await options.db
          .selectFrom('characters')
          .select('id')
          .where('account_id', '=', account.uid)
          .executeTakeFirstOrThrow();
        characterId = (await applyProfile(options.db, row.id, profile, now())).id;
      } else {
        const outfit = await replyOrRefusal(api.request(routes.changeOutfit, { body: outfitChangeOf(profile.outfit) }));
        if (outfit instanceof ApiError && index === 1)
          log(`  change-outfit answered ${errorCode(outfit)}: looks left default`);
      }
    }
    seeded.push({ uid: account.uid, email: account.email, characterId, profile, account });
    const applied =
      mode === 'api+actions' ? 'look and honour from the game' : `level ${profile.level}, honour ${profile.honour}`;
    log(`  ${index}/${players} ${profile.name} (${applied}) [${mode}]`);
  }

  if (mode === 'api+actions') await arenaRounds(apiUrl, seeded, rng, log);
  return seeded.map(({ account: _account, ...player }) => player);
};

/** Real arena fights: each seeded player spends its action points on a few fights against its list. */
const arenaRounds = async (
  apiUrl: string,
  seeded: readonly { account: SeedAccount; profile: SeedProfile }[],
  rng: ReturnType<typeof createRng>,
  log: (line: string) => void,
) => {
  let fights = 0;
  for (const { account, profile } of seeded) {
    const api = apiAs(apiUrl, account);
    const list = await replyOrRefusal(api.data(routes.getArenaBattles, { query: { requestedLang: profile.lang } }));
    if (list instanceof ApiError) {
      log(`  the arena answered ${errorCode(list)}: honour stays 0 (the API cannot set it)`);
      return;
    }
    const enemies = (list ?? []).map((e) => e.enemyPlayerId);
    if (enemies.length === 0) continue;
    for (let round = rng.int(0, 15); round > 0; round--) {
      const body = { id: rng.pick(enemies), requestedLang: profile.lang };
      const fight = await replyOrRefusal(api.request(routes.arenaFight, { body }));
      if (fight instanceof ApiError) break; // e.g. out of action points
      fights++;
    }
  }
  log(`  ${fights} arena fights fought`);
};
