#!/usr/bin/env node
// e2e: build the app, then Playwright drives the whole stack (auth emulator + server on a
// throwaway PGlite + built app) in Debian's Chromium at 1280 and 390 px.
// Needs FIREBASE_AUTH_EMULATOR_HOST: run it through `npm test -- stack` or `npm run test:e2e`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bin, finishInsideEmulator, freePort, root, run, runInsideEmulator } from './lib.mjs';

// Started directly (npm run test:server / test:e2e): inside an emulator of its own.
await runInsideEmulator('scripts/test-e2e.mjs');

// The server the journeys run against listens on a port of its own (E2E_PORT to choose one), never a fixed one
// a running game may hold; Playwright's config (read again by every worker) takes it from the environment.
process.env.E2E_PORT ??= String(await freePort());

// The app is built for this run's emulator (on ports of its own, not the 9099 a development build names), into a
// folder of its own (E2E_DIST to choose one): apps/game/dist stays the build `npm start` serves.
const ownDist = process.env.E2E_DIST === undefined;
process.env.E2E_DIST ??= mkdtempSync(join(tmpdir(), 'rpg-e2e-dist-'));
const build = await run(
  bin('vite'),
  ['build', '--logLevel', 'warn', '--outDir', process.env.E2E_DIST, '--emptyOutDir'],
  {
    cwd: `${root}apps/game`,
    env: { VITE_FIREBASE_AUTH_EMULATOR_URL: `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}` },
  },
);
const code =
  build !== 0
    ? build
    : await run(bin('playwright'), ['test', '-c', 'tests/e2e/playwright.config.ts', ...process.argv.slice(2)]);
if (ownDist) rmSync(process.env.E2E_DIST, { recursive: true, force: true });
finishInsideEmulator(code);
