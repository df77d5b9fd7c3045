#!/usr/bin/env node
// e2e: build the app, then Playwright drives the whole stack (auth emulator + server on a
// throwaway PGlite + built app) in Debian's Chromium at 1280 and 390 px.
// Needs FIREBASE_AUTH_EMULATOR_HOST: run it through `npm test -- stack` or `npm run test:e2e`.
import { bin, emulatorEnv, firebaseProject, root, run } from './lib.mjs';

if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) {
  // Started directly (npm run test:e2e): wrap ourselves in one emulator.
  const code = await run(
    bin('firebase'),
    [
      'emulators:exec',
      '--only',
      'auth',
      '--project',
      firebaseProject,
      `"${process.execPath}" scripts/test-e2e.mjs ${process.argv.slice(2).join(' ')}`,
    ],
    { env: emulatorEnv },
  );
  process.exit(code);
}

const outDir = process.env.E2E_DIST ? ['--outDir', process.env.E2E_DIST, '--emptyOutDir'] : [];
const build = await run(bin('vite'), ['build', '--logLevel', 'warn', ...outDir], { cwd: `${root}apps/game` });
if (build !== 0) process.exit(build);
process.exit(await run(bin('playwright'), ['test', '-c', 'tests/e2e/playwright.config.ts', ...process.argv.slice(2)]));
