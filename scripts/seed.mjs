#!/usr/bin/env node
// `npm run seed -- --players N`: N sample players (accounts in the Firebase Auth emulator, characters
// in the game) with varied levels, honour and looks, for the ranking and the arena.
//
// Design (the embedded PGlite database is locked by a running server, db/data-dir-lock.ts):
// - Server running (SEED_API_URL, default http://127.0.0.1:3000/api, answers /health):
//   accounts through the emulator's signUp REST (FIREBASE_AUTH_EMULATOR_HOST, default
//   127.0.0.1:9099) and characters through the real API (POST /my-character), so every
//   account can sign in. Level, honour and outfit cannot be set through the API:
//     * with DATABASE_URL (PostgreSQL, which accepts the seed as a second client) they are
//       written to each new character's row;
//     * on the embedded database the seed never opens it: the look goes through
//       POST /my-character/change-outfit and honour comes only from real arena fights between
//       the seeded players (whatever the game awards).
// - No server running: the seed opens the database itself (DATABASE_URL, or DATA_DIR /
//   $DATA_DIR/pglite as `npm start` uses it, default .data/pglite, or SEED_DATA_DIR, after taking its lock, so it refuses while a server holds it), migrates it,
//   and creates each character as POST /my-character does, with the profile applied. The
//   emulator must still be running for the accounts.
// The logic lives in apps/server/src/seed/ (tested in apps/server/test/seed.test.ts).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { root } from './lib.mjs';

const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', join(root, 'apps/server/src/seed/cli.ts'), ...process.argv.slice(2)],
  { stdio: 'inherit', cwd: root },
);
process.exit(result.status ?? 1);
