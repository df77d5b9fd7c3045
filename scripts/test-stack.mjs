#!/usr/bin/env node
// Runs inside `firebase emulators:exec` (FIREBASE_AUTH_EMULATOR_HOST is set):
// the server tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), the smoke test (every call
// of the contract played against a running server), then the e2e journey.
import { bin, configureEmulator, finishInsideEmulator, run } from './lib.mjs';

if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) {
  console.error('✖ Run this through `npm test -- stack` (it needs the Firebase Auth emulator).');
  process.exit(1);
}
await configureEmulator(process.env.FIREBASE_AUTH_EMULATOR_HOST);

const server = await run(bin('vitest'), ['run', '--project', 'server']);
const smoke = await run(process.execPath, ['scripts/test-smoke.mjs']);
const e2e = await run(process.execPath, ['scripts/test-e2e.mjs']);
finishInsideEmulator(server || smoke || e2e);
