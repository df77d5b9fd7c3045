#!/usr/bin/env node
// Server tests inside one Firebase Auth emulator: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set.
import { bin, configureEmulator, finishInsideEmulator, run, runInsideEmulator } from './lib.mjs';

// Started directly (npm run test:server / test:e2e): inside an emulator of its own.
await runInsideEmulator('scripts/test-server.mjs');
await configureEmulator(process.env.FIREBASE_AUTH_EMULATOR_HOST);
finishInsideEmulator(await run(bin('vitest'), ['run', '--project', 'server', ...process.argv.slice(2)]));
