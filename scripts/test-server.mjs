#!/usr/bin/env node
// Server tests inside one Firebase Auth emulator: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set.
import { bin, configureEmulator, emulatorEnv, firebaseProject, run } from './lib.mjs';

if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) {
  const code = await run(
    bin('firebase'),
    [
      'emulators:exec',
      '--only',
      'auth',
      '--project',
      firebaseProject,
      `"${process.execPath}" scripts/test-server.mjs ${process.argv.slice(2).join(' ')}`,
    ],
    { env: emulatorEnv },
  );
  process.exit(code);
}
await configureEmulator(process.env.FIREBASE_AUTH_EMULATOR_HOST);
process.exit(await run(bin('vitest'), ['run', '--project', 'server', ...process.argv.slice(2)]));
