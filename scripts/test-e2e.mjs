#!/usr/bin/env node
// e2e: build the app, then Playwright drives the whole stack (auth emulator + server on a
// throwaway PGlite + built app) in Debian's Chromium at 1280 and 390 px.
// Needs FIREBASE_AUTH_EMULATOR_HOST: run it through `npm test -- stack` or `npm run test:e2e`.
import { bin, finishInsideEmulator, freePort, root, run, runInsideEmulator } from './lib.mjs';

// Started directly (npm run test:server / test:e2e): inside an emulator of its own.
await runInsideEmulator('scripts/test-e2e.mjs');

// The server the journeys run against listens on a port of its own (E2E_PORT to choose one), never a fixed one
// a running game may hold; Playwright's config (read again by every worker) takes it from the environment.
process.env.E2E_PORT ??= String(await freePort());

const outDir = process.env.E2E_DIST ? ['--outDir', process.env.E2E_DIST, '--emptyOutDir'] : [];
const build = await run(bin('vite'), ['build', '--logLevel', 'warn', ...outDir], { cwd: `${root}apps/game` });
if (build !== 0) finishInsideEmulator(build);
finishInsideEmulator(
  await run(bin('playwright'), ['test', '-c', 'tests/e2e/playwright.config.ts', ...process.argv.slice(2)]),
);
